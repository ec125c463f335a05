import { DEMO_MESSAGES, DEMO_NOTIFICATIONS, type DemoItem } from './demo-items';

/*
 * Where the top bar's two drawers get their items. Today both hold static demo items
 * (12 messages, 16 notifications); a feature with real items (reminders, say) extends these sources, not the widgets.
 */
export function useMessageItems(): DemoItem[] {
  return DEMO_MESSAGES;
}

export function useNotificationItems(): DemoItem[] {
  return DEMO_NOTIFICATIONS;
}
