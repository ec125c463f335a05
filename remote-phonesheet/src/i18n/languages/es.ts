// Every text of the remote in Spanish, the kit's and each feature's: one chunk, fetched when the
// language is shown (../index.ts loadMessages).
import kit from '../es.json';
import calls from '../../features/calls/i18n/es.json';
import history from '../../features/history/i18n/es.json';
import users from '../../features/users/i18n/es.json';
import reports from '../../features/reports/i18n/es.json';
import statuses from '../../features/statuses/i18n/es.json';
import reminders from '../../features/reminders/i18n/es.json';
import digest from '../../features/digest/i18n/es.json';

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
