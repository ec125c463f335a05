import { BellOutlined, MessageOutlined } from '@ant-design/icons';
import { DemoItemsWidget } from './DemoItemsWidget';
import { ReminderDrawerItems, useDueReminders } from './ReminderDrawerItems';
import { useMessageItems, useNotificationItems } from './use-drawer-items';

/** The messages and notifications buttons with their drawers (top bar, or the bit bucket strip). */
export function InboxWidgets() {
  const messages = useMessageItems();
  const notifications = useNotificationItems();
  // The follow-up reminders that are due, real data above the demo notifications.
  const reminders = useDueReminders();
  return (
    <>
      <DemoItemsWidget icon={<MessageOutlined />} titleId="host.topbar.messages" items={messages} />
      <DemoItemsWidget
        icon={<BellOutlined />}
        titleId="host.topbar.notifications"
        items={notifications}
        beforeCount={reminders.length}
        renderBefore={(close) => <ReminderDrawerItems onOpen={close} />}
      />
    </>
  );
}
