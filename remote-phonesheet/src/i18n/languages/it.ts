// Every text of the remote in Italian, the kit's and each feature's: one chunk, fetched when the
// language is shown (../index.ts loadMessages).
import kit from '../it.json';
import calls from '../../features/calls/i18n/it.json';
import history from '../../features/history/i18n/it.json';
import users from '../../features/users/i18n/it.json';
import reports from '../../features/reports/i18n/it.json';
import statuses from '../../features/statuses/i18n/it.json';
import reminders from '../../features/reminders/i18n/it.json';
import digest from '../../features/digest/i18n/it.json';

const texts: Record<string, string> = {
  ...kit,
  ...calls,
  ...history,
  ...users,
  ...reports,
  ...statuses,
  ...reminders,
  ...digest,
};
export default texts;
