// The phone sheet's wire contract (docs/phone-sheet.md): calls, statuses, contacts, users,
// invitations and live events. Ids are `id` (accounts keep the older API's `_id`). One module
// per resource; this one is what the package exports of them.
import {
  PHONESHEET_LIMITS,
  PHONESHEET_MESSAGES,
  PHONESHEET_TEXTS,
  PRIORITIES,
  SESSION_END_REASONS,
  isSessionEndReason,
  type PhonesheetTextKey,
  type SessionEndReason,
} from './phonesheet-values';

export * from './phonesheet-calls';
export * from './phonesheet-statuses';
export * from './phonesheet-search';
export * from './phonesheet-users';
export * from './phonesheet-import';
export * from './phonesheet-events';

export {
  PHONESHEET_LIMITS,
  PHONESHEET_MESSAGES,
  PHONESHEET_TEXTS,
  PRIORITIES,
  SESSION_END_REASONS,
  isSessionEndReason,
  type PhonesheetTextKey,
  type SessionEndReason,
};
