import { UpcomingPanel } from './UpcomingPanel';

export default function PhoneSheetPage() {
  return <UpcomingPanel titleId="phonesheet.sheet.title" textId="phonesheet.sheet.upcoming" />;
}
