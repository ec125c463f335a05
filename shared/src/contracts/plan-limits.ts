// The plan limits' 402 replies (texts, the upgrade path, reading one back), apart from the
// billing schemas (billing.ts): a page that handles a limit downloads no TypeBox.

import { CROSS_REMOTE_PATHS } from './cross-remote-paths';

export type LimitKind = 'seats' | 'desks' | 'history' | 'export';

/** The 402 text when a plan limit stops an action. */
export function planLimitMessage(kind: LimitKind, planName: string, limit: number | null): string {
  switch (kind) {
    case 'seats':
      return `Your ${planName} plan allows ${limit} user${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`;
    case 'desks':
      return `Your ${planName} plan allows ${limit} desk${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`;
    case 'history':
      return `Your ${planName} plan keeps ${limit} days of history. Upgrade your plan to see older calls.`;
    case 'export':
      return `CSV export is not part of your ${planName} plan. Upgrade your plan to export.`;
  }
}

/** Where the client sends an admin to lift a limit: billing's subscription details. */
export const UPGRADE_PATH = CROSS_REMOTE_PATHS.subscriptionDetails;

/** The body of a 402 from a plan limit: the English text plus what the client needs to translate it. */
export interface PlanLimitReply {
  msg: string;
  limit: LimitKind;
  planId: string;
  planName: string;
  /** The plan's number for this limit (users, desks, days); null for export. */
  allowed: number | null;
  upgrade: string;
}

const LIMIT_KINDS: readonly LimitKind[] = ['seats', 'desks', 'history', 'export'];

/** The plan-limit details of an error body, or null when the body is something else. */
export function planLimitOf(body: unknown): PlanLimitReply | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Partial<PlanLimitReply>;
  if (!LIMIT_KINDS.includes(b.limit as LimitKind) || typeof b.upgrade !== 'string') return null;
  return {
    msg: typeof b.msg === 'string' ? b.msg : '',
    limit: b.limit as LimitKind,
    planId: typeof b.planId === 'string' ? b.planId : '',
    planName: typeof b.planName === 'string' ? b.planName : '',
    allowed: typeof b.allowed === 'number' ? b.allowed : null,
    upgrade: b.upgrade,
  };
}

/** The limits a move to a smaller plan checks: more users, or older history, than it allows. */
export type DowngradeLimit = 'seats' | 'history';

/** The 409 text when the company's users or history do not fit the smaller plan. */
export function downgradeBlockedMessage(
  kind: DowngradeLimit,
  planName: string,
  allowed: number,
  used: number,
): string {
  return kind === 'seats'
    ? `Your company has ${used} users and open invitations, and the ${planName} plan allows ${allowed}. Deactivate users or withdraw invitations before moving to ${planName}.`
    : `Your company has calls from ${used} days ago, and the ${planName} plan keeps ${allowed} days of history, so they would be hidden. Stay on your plan to keep them in view.`;
}

/** The body of the 409 that stops a downgrade (the client says it in the user's language). */
export interface DowngradeBlockedReply {
  msg: string;
  limit: DowngradeLimit;
  planId: string;
  planName: string;
  allowed: number;
  used: number;
}

/** The downgrade details of an error body, or null when the body is something else. */
export function downgradeBlockedOf(body: unknown): DowngradeBlockedReply | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Partial<DowngradeBlockedReply>;
  if ((b.limit !== 'seats' && b.limit !== 'history') || typeof b.used !== 'number') return null;
  return {
    msg: typeof b.msg === 'string' ? b.msg : '',
    limit: b.limit,
    planId: typeof b.planId === 'string' ? b.planId : '',
    planName: typeof b.planName === 'string' ? b.planName : '',
    allowed: typeof b.allowed === 'number' ? b.allowed : 0,
    used: b.used,
  };
}
