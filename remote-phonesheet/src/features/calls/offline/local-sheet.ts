import type { Call, CallStatus, CompanyUser, CreateCallBody } from '@phonesheet/shared/contracts';
import { localDay, placeCall, type SheetView } from '../../../kit/sheet-placement';
import type { QueuedChange, QueuedCreate } from './offline-db';

// The sheet as the user left it: the last copy from the server with the queued changes on top,
// drawn as the server would answer them once they are sent.

export interface LocalContext {
  statuses: CallStatus[];
  users: CompanyUser[];
  me: { _id: string; fullName: string };
}

/** The status the API gives a call without one: To return incoming, Spoke outgoing. */
function defaultStatus(direction: string, statuses: CallStatus[]): string {
  const offered = statuses.filter((s) => !s.retired);
  const wanted = direction === 'out' ? 'spoke' : 'toReturn';
  return (offered.find((s) => s.key === wanted) ?? offered[0])?.id ?? '';
}

const deskName = (id: string, ctx: LocalContext) =>
  ctx.users.find((u) => u._id === id)?.fullName ?? (id === ctx.me._id ? ctx.me.fullName : '');

/** A call's fields after `changes` (the fields of the create and update bodies). */
export function applyChanges(call: Call, changes: Partial<CreateCallBody>, ctx: LocalContext): Call {
  const next: Call = { ...call };
  const text = (v: string | null | undefined) => v ?? '';
  if (changes.direction !== undefined) next.direction = changes.direction === 'out' ? 'out' : 'in';
  if (changes.contactName !== undefined) next.contactName = text(changes.contactName);
  if (changes.contactCompany !== undefined) next.contactCompany = text(changes.contactCompany);
  if (changes.phone !== undefined) {
    next.phone = text(changes.phone);
    next.phoneDisplay = next.phone;
    next.phoneE164 = next.phone.replace(/[^\d+]/g, '');
  }
  if (changes.extension !== undefined) next.extension = changes.extension || null;
  if (changes.deskUserId) {
    next.deskUserId = changes.deskUserId;
    next.deskName = deskName(changes.deskUserId, ctx);
  }
  if (changes.statusId) next.statusId = changes.statusId;
  if (changes.priority) next.priority = changes.priority as Call['priority'];
  if (changes.notes !== undefined) {
    next.notes = text(changes.notes);
    delete next.notesCut;
  }
  if (changes.occurredAt) next.occurredAt = changes.occurredAt;
  if (changes.followUpAt !== undefined) next.followUpAt = changes.followUpAt || null;
  return next;
}

/** How a queued call shows before the server has it (the API's defaults filled in). */
export function localCall(item: QueuedCreate, ctx: LocalContext): Call {
  const direction = item.body.direction === 'out' ? 'out' : 'in';
  const desk = item.body.deskUserId || ctx.me._id;
  const blank: Call = {
    id: item.localId,
    direction,
    contactName: '',
    contactCompany: '',
    phone: '',
    phoneE164: '',
    phoneDisplay: '',
    extension: null,
    deskUserId: desk,
    deskName: deskName(desk, ctx),
    statusId: defaultStatus(direction, ctx.statuses),
    priority: 'today',
    notes: '',
    occurredAt: item.queuedAt,
    followUpAt: null,
    loggedBy: ctx.me._id,
    loggedByName: ctx.me.fullName,
    loggedByPhoneSystem: false,
    loggedCovering: false,
    callbackOf: null,
    createdAt: item.queuedAt,
    updatedAt: item.queuedAt,
    version: 0,
    deletedAt: null,
  };
  return applyChanges(blank, item.body, ctx);
}

const findCall = (view: SheetView, id: string) =>
  view.today.find((c) => c.id === id) ?? view.rolledOver.find((c) => c.id === id);

/** The queued changes drawn on a sheet, in their order; one in conflict shows the server's call. */
export function withQueued(view: SheetView, items: QueuedChange[], ctx: LocalContext): SheetView {
  let next = view;
  for (const item of items) {
    if (item.kind === 'create') next = placeCall(next, localCall(item, ctx), ctx.statuses);
    else if (!item.conflict) {
      const call = findCall(next, item.callId);
      if (call) next = placeCall(next, applyChanges(call, item.changes, ctx), ctx.statuses);
    }
  }
  return next;
}

/** A copy of an earlier day laid out for today: its open calls roll over, the rest drop out. */
export function forToday(view: SheetView, statuses: CallStatus[], now = new Date()): SheetView {
  const day = localDay(now);
  if (day.from === view.from) return view;
  const empty: SheetView = { ...day, desk: view.desk, rolledOver: [], today: [] };
  return [...view.rolledOver, ...view.today].reduce((v, call) => placeCall(v, call, statuses), empty);
}

/** What is kept of a sheet: the server's calls only (queued ones live in the outbox). */
export function serverPart(view: SheetView): SheetView {
  const local = (c: Call) => c.id.startsWith('local:');
  return {
    ...view,
    rolledOver: view.rolledOver.filter((c) => !local(c)),
    today: view.today.filter((c) => !local(c)),
  };
}
