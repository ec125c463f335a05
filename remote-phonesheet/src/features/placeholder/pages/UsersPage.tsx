import { UpcomingPanel } from './UpcomingPanel';

export default function UsersPage() {
  return <UpcomingPanel titleId="phonesheet.users.title" textId="phonesheet.users.upcoming" />;
}
