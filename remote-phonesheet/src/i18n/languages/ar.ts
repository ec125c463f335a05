// Every text of the remote in Arabic, the kit's and each feature's: one chunk, fetched when the
// language is shown (../index.ts loadMessages).
import kit from '../ar.json';
import calls from '../../features/calls/i18n/ar.json';
import history from '../../features/history/i18n/ar.json';
import users from '../../features/users/i18n/ar.json';
import reports from '../../features/reports/i18n/ar.json';
import statuses from '../../features/statuses/i18n/ar.json';
import reminders from '../../features/reminders/i18n/ar.json';
import digest from '../../features/digest/i18n/ar.json';

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
