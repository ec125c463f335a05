import { isApiError } from '@phonesheet/shared';
import type { Call, ConflictReply, CreateCallBody, DuplicateHint } from '@phonesheet/shared/contracts';
import type { OfflineDb, QueuedChange, QueuedCreate, QueuedUpdate } from './offline-db';

// The queue of changes made while the API could not be reached (docs/phone-sheet.md,
// "Offline"). It lives in IndexedDB, so it outlives a reload; each change keeps the
// Idempotency-Key it was queued with, so sending it again after a lost answer stores it once.

/** Prefix of the id a queued call has on the sheet until the server gives it its own. */
export const LOCAL_ID_PREFIX = 'local:';
export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

export function newKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c?.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No answer at all, or the proxy's "API not reachable": try again later, nothing was refused. */
export function isUnreachable(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
  );
}

export async function enqueue<T extends QueuedChange>(db: OfflineDb, change: T): Promise<T> {
  const seq = await db.add('outbox', change);
  return { ...change, seq };
}

/** The user's queued changes, oldest first. */
export async function queued(db: OfflineDb, userId: string): Promise<QueuedChange[]> {
  const items = await db.getAllFromIndex('outbox', 'byUser', userId);
  return items.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** How many changes wait to be sent (a change in conflict waits for the user, not the network). */
export const waitingCount = (items: QueuedChange[]) =>
  items.filter((i) => !(i.kind === 'update' && i.conflict)).length;

/** A change of a call that is itself still queued goes into that call's queued body. */
export async function amendCreate(
  db: OfflineDb,
  localId: string,
  changes: Partial<CreateCallBody>,
): Promise<QueuedCreate | null> {
  const tx = db.transaction('outbox', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const item = cursor.value;
    if (item.kind === 'create' && item.localId === localId) {
      const next: QueuedCreate = { ...item, body: { ...item.body, ...changes } };
      await cursor.update(next);
      await tx.done;
      return next;
    }
  }
  await tx.done;
  return null;
}

/** A queued call deleted before it was sent: it and its queued changes go. */
export async function dropLocal(db: OfflineDb, localId: string): Promise<void> {
  const tx = db.transaction('outbox', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const item = cursor.value;
    if (
      (item.kind === 'create' && item.localId === localId) ||
      (item.kind === 'update' && item.callId === localId)
    )
      await cursor.delete();
  }
  await tx.done;
}

export async function remove(db: OfflineDb, seq: number): Promise<void> {
  await db.delete('outbox', seq);
}

/**
 * The server stored `item` as `call`: the item goes, and the later changes of the same call
 * (made on top of it) now name the server's id and the version it answered.
 */
export async function markSent(db: OfflineDb, item: QueuedChange, call: Call): Promise<void> {
  const target = item.kind === 'create' ? item.localId : item.callId;
  const tx = db.transaction('outbox', 'readwrite');
  await tx.store.delete(item.seq!);
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const later = cursor.value;
    if (later.kind === 'update' && later.callId === target && !later.conflict)
      await cursor.update({ ...later, callId: call.id, version: call.version });
  }
  await tx.done;
}

/**
 * A 409: the change waits for the user's answer in the conflict dialog. The call's later
 * queued changes were made on top of it, so they join it (one dialog, nothing dropped).
 */
export async function markConflict(
  db: OfflineDb,
  item: QueuedUpdate,
  reply: ConflictReply,
): Promise<QueuedUpdate> {
  const tx = db.transaction('outbox', 'readwrite');
  let merged: QueuedUpdate = {
    ...item,
    conflict: { current: reply.current, changedFields: reply.changedFields, changes: reply.changes },
  };
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const later = cursor.value;
    if (
      later.seq !== item.seq &&
      later.kind === 'update' &&
      later.callId === item.callId &&
      !later.conflict
    ) {
      merged = { ...merged, changes: { ...merged.changes, ...later.changes } };
      await cursor.delete();
    }
  }
  await tx.store.put(merged);
  await tx.done;
  return merged;
}

export interface Sender {
  create(body: CreateCallBody, key: string): Promise<{ data: Call; duplicateOf?: DuplicateHint }>;
  update(id: string, patch: Partial<CreateCallBody> & { version: number }, key: string): Promise<Call>;
}

export type SendOutcome =
  | { kind: 'sent'; item: QueuedChange; call: Call; duplicateOf?: DuplicateHint }
  | { kind: 'conflict'; item: QueuedUpdate }
  /** The server said no (a bad field, a desk not the user's, a call deleted meanwhile). */
  | { kind: 'refused'; item: QueuedChange; error: unknown }
  | { kind: 'unreachable'; item: QueuedChange }
  /**
   * 401: the session is over (the API client already renewed the access token once and the
   * refresh was refused). Nothing was refused: the change waits for the user's next sign-in.
   */
  | { kind: 'signedOut'; item: QueuedChange };

/**
 * Sends the user's oldest queued change that does not wait for the user; null when none is
 * left. An item leaves the queue only once the server has answered it.
 */
export async function sendNext(db: OfflineDb, userId: string, sender: Sender): Promise<SendOutcome | null> {
  const item = (await queued(db, userId)).find((i) => !(i.kind === 'update' && i.conflict));
  if (!item) return null;
  try {
    if (item.kind === 'create') {
      const reply = await sender.create(item.body, item.key);
      await markSent(db, item, reply.data);
      return { kind: 'sent', item, call: reply.data, duplicateOf: reply.duplicateOf };
    }
    if (isLocalId(item.callId)) {
      // Its call's creation was refused and dropped: nothing to change on the server.
      await remove(db, item.seq!);
      return { kind: 'refused', item, error: null };
    }
    const call = await sender.update(item.callId, { ...item.changes, version: item.version }, item.key);
    await markSent(db, item, call);
    return { kind: 'sent', item, call };
  } catch (error) {
    if (isUnreachable(error)) return { kind: 'unreachable', item };
    if (isApiError(error) && error.status === 401) return { kind: 'signedOut', item };
    if (item.kind === 'update' && isApiError(error) && error.status === 409) {
      return { kind: 'conflict', item: await markConflict(db, item, error.body as ConflictReply) };
    }
    await remove(db, item.seq!);
    return { kind: 'refused', item, error };
  }
}
