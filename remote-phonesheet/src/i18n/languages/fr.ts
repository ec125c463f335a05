// Every text of the remote in French, the kit's and each feature's: one chunk, fetched when the
// language is shown (../index.ts loadMessages).
import kit from '../fr.json';
import calls from '../../features/calls/i18n/fr.json';
import history from '../../features/history/i18n/fr.json';
import users from '../../features/users/i18n/fr.json';
import reports from '../../features/reports/i18n/fr.json';
import statuses from '../../features/statuses/i18n/fr.json';
import reminders from '../../features/reminders/i18n/fr.json';
import digest from '../../features/digest/i18n/fr.json';

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
