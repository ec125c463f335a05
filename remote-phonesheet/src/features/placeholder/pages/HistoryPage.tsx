import { UpcomingPanel } from './UpcomingPanel';

export default function HistoryPage() {
  return <UpcomingPanel titleId="phonesheet.history.title" textId="phonesheet.history.upcoming" />;
}
