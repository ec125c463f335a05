// The plan limits' 402 replies (texts, the upgrade path, reading one back), apart from the
// billing schemas (billing.ts): a page that handles a limit downloads no TypeBox.

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

/** Where the client sends an admin to lift a limit. */
export const UPGRADE_PATH = '/dashboards/subscription';

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
