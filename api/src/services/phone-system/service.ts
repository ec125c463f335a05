// The company's phone system (docs/integrations.md, "Phone system"): an admin connects it, and
// each finished call it reports, signed, becomes one row of the sheet. Its parts: the settings
// (settings.ts), the webhooks (webhooks.ts) and the call they log (log-call.ts).
import { phoneSystemContext, type PhoneSystemDeps } from './context';
import { revealSecret, rotateSecret, settings, update } from './settings';
import { receiveGeneric, receiveTwilio } from './webhooks';

export type { PhoneSystemDeps } from './context';
export { PLAN_FULL_TEXT, type HookAnswer } from './log-call';
export type { Admit } from './webhooks';

export type PhoneSystemService = ReturnType<typeof createPhoneSystemService>;

export function createPhoneSystemService(deps: PhoneSystemDeps) {
  const ctx = phoneSystemContext(deps);
  return {
    settings: settings.bind(null, ctx),
    revealSecret: revealSecret.bind(null, ctx),
    rotateSecret: rotateSecret.bind(null, ctx),
    update: update.bind(null, ctx),
    receiveTwilio: receiveTwilio.bind(null, ctx),
    receiveGeneric: receiveGeneric.bind(null, ctx),
  };
}
