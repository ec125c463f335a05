import { BellOutlined, MessageOutlined } from '@ant-design/icons';
import { selectSettings, useAppSelector } from '@phonesheet/shared';
import { DemoItemsWidget } from './DemoItemsWidget';
import { DEMO_MESSAGES, DEMO_NOTIFICATIONS } from './demo-items';
import { ReminderDrawerItems, useDueReminders } from './ReminderDrawerItems';
import { UserInboxWidgets } from './UserInboxWidgets';

/**
 * The messages and notifications buttons with their drawers (top bar, or the bit bucket strip):
 * the user's own (owed calls, notifications) — or, with the template demos on, the template's
 * 12 demo messages and 16 demo notifications (SPEC), said to be demos.
 */
export function InboxWidgets() {
  const { showTemplates } = useAppSelector(selectSettings);
  if (!showTemplates) return <UserInboxWidgets />;
  return <DemoInboxWidgets />;
}

function DemoInboxWidgets() {
  // The follow-up reminders that are due, real data above the demo notifications.
  const reminders = useDueReminders();
  return (
    <>
      <DemoItemsWidget icon={<MessageOutlined />} titleId="host.topbar.messages" items={DEMO_MESSAGES} />
      <DemoItemsWidget
        icon={<BellOutlined />}
        titleId="host.topbar.notifications"
        items={DEMO_NOTIFICATIONS}
        beforeCount={reminders.length}
        renderBefore={(close) => <ReminderDrawerItems onOpen={close} />}
      />
    </>
  );
}
