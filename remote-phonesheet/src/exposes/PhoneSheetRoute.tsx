import type { Call } from '@phonesheet/shared/contracts';
import PhoneSheetPage, { type SheetParts } from '../features/calls/pages/PhoneSheetPage';
import { StatusesDrawer } from '../features/statuses/components/StatusesDrawer';
import { ReminderNotices } from '../features/reminders/components/ReminderNotices';
import { FollowUpField } from '../features/reminders/components/FollowUpField';

// The sheet draws the statuses editor and the follow-ups: a feature imports no other, so the
// shell composes them here, in the page's chunk.
const SHEET_PARTS: SheetParts = {
  ToolbarEnd: StatusesDrawer,
  changesHeader: (call: Call) => <FollowUpField call={call} />,
  Notices: ReminderNotices,
};

/** The phone sheet's route: the calls feature's page with the other features' parts. */
export default function PhoneSheetRoute() {
  return <PhoneSheetPage parts={SHEET_PARTS} />;
}
