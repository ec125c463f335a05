// Every text of the remote in Chinese, the kit's and each feature's: one chunk, fetched when the
// language is shown (../index.ts loadMessages).
import kit from '../zh.json';
import calls from '../../features/calls/i18n/zh.json';
import history from '../../features/history/i18n/zh.json';
import users from '../../features/users/i18n/zh.json';
import reports from '../../features/reports/i18n/zh.json';
import statuses from '../../features/statuses/i18n/zh.json';
import reminders from '../../features/reminders/i18n/zh.json';
import digest from '../../features/digest/i18n/zh.json';

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
