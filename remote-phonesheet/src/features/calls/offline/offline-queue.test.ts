import '../../../testing/indexeddb';
import { ApiError } from '@phonesheet/shared';
import type { Call, CreateCallBody } from '@phonesheet/shared/contracts';
import { sampleCall } from '../../../testing/calls';
import { closeOfflineDb, offlineDb, OFFLINE_DB_NAME, type OfflineDb, type QueuedChange } from './offline-db';
import { enqueue, queued, sendNext, waitingCount, LOCAL_ID_PREFIX, type Sender } from './offline-queue';

/**
 * A server as the API is: it stores each Idempotency-Key's answer once, checks versions (409),
 * and can lose its answer on the way back (the change was stored, the browser saw no reply).
 */
function fakeServer() {
  const calls = new Map<string, Call>([['srv-1', sampleCall({ id: 'srv-1', version: 3 })]]);
  const answers = new Map<string, Call>();
  const received: string[] = [];
  let nextId = 100;
  let loseNextAnswer = false;
  let unreachable = false;
  const answer = (key: string, run: () => Call): Call => {
    if (unreachable) throw new ApiError(0, null);
    received.push(key);
    const call = answers.get(key) ?? run();
    answers.set(key, call);
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new ApiError(0, null);
    }
    return call;
  };
  const sender: Sender = {
    create: async (body: CreateCallBody, key) => ({
      data: answer(key, () => {
        const call = sampleCall({ id: `srv-${nextId++}`, contactName: body.contactName ?? '', version: 1 });
        calls.set(call.id, call);
        return call;
      }),
    }),
    update: async (id, patch, key) =>
      answer(key, () => {
        const stored = calls.get(id);
        if (!stored) throw new ApiError(404, { msg: 'Call not found' });
        if (stored.version !== patch.version) {
          throw new ApiError(409, {
            msg: 'conflict',
            current: stored,
            changedFields: ['notes'],
            changes: [],
          });
        }
        const { version: _v, ...fields } = patch;
        const next = { ...stored, ...(fields as Partial<Call>), version: stored.version + 1 };
        calls.set(id, next);
        return next;
      }),
  };
  return {
    sender,
    calls,
    received,
    loseNextAnswer: () => (loseNextAnswer = true),
    setUnreachable: (v: boolean) => (unreachable = v),
  };
}

const USER = 'u1';
let seq = 0;
const create = (name: string): QueuedChange => {
  seq += 1;
  return {
    kind: 'create',
    key: `k-create-${seq}`,
    userId: USER,
    queuedAt: new Date().toISOString(),
    localId: `${LOCAL_ID_PREFIX}${seq}`,
    body: { contactName: name, phone: '2125550100' },
  };
};
const update = (callId: string, version: number, changes: Partial<CreateCallBody>): QueuedChange => {
  seq += 1;
  return {
    kind: 'update',
    key: `k-update-${seq}`,
    userId: USER,
    queuedAt: new Date().toISOString(),
    callId,
    version,
    changes,
  };
};

async function freshDb(): Promise<OfflineDb> {
  closeOfflineDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
  return (await offlineDb())!;
}

async function sendAll(db: OfflineDb, sender: Sender) {
  const outcomes = [];
  for (
    let o = await sendNext(db, USER, sender);
    o && o.kind !== 'unreachable';
    o = await sendNext(db, USER, sender)
  )
    outcomes.push(o);
  return outcomes;
}

test('queued changes are sent in the order they were made, and the queue empties', async () => {
  const db = await freshDb();
  const server = fakeServer();
  const first = await enqueue(db, create('First'));
  const second = await enqueue(db, create('Second'));
  const change = await enqueue(db, update('srv-1', 3, { statusId: 's2' }));
  const outcomes = await sendAll(db, server.sender);
  expect(server.received).toEqual([first.key, second.key, change.key]);
  expect(outcomes.map((o) => o.kind)).toEqual(['sent', 'sent', 'sent']);
  expect(server.calls.get('srv-1')?.statusId).toBe('s2');
  expect(await queued(db, USER)).toEqual([]);
  expect(await sendNext(db, USER, server.sender)).toBeNull();
});

test('a change whose answer was lost is sent again with its key and stored once', async () => {
  const db = await freshDb();
  const server = fakeServer();
  const item = await enqueue(db, create('Lost answer'));
  server.loseNextAnswer();
  expect((await sendNext(db, USER, server.sender))?.kind).toBe('unreachable');
  // Still queued, same key: the server answers what it stored the first time.
  expect((await queued(db, USER)).map((i) => i.key)).toEqual([item.key]);
  expect((await sendNext(db, USER, server.sender))?.kind).toBe('sent');
  expect(server.received).toEqual([item.key, item.key]);
  expect([...server.calls.values()].filter((c) => c.contactName === 'Lost answer')).toHaveLength(1);
  // Sent once is sent: nothing goes again.
  expect(await sendNext(db, USER, server.sender)).toBeNull();
  expect(server.received).toHaveLength(2);
});

test('without the network nothing leaves the queue; later changes of a queued call follow it', async () => {
  const db = await freshDb();
  const server = fakeServer();
  const made = (await enqueue(db, create('Chained'))) as Extract<QueuedChange, { kind: 'create' }>;
  await enqueue(db, update(made.localId, 0, { notes: 'first note' }));
  await enqueue(db, update(made.localId, 0, { statusId: 's3' }));
  server.setUnreachable(true);
  expect((await sendNext(db, USER, server.sender))?.kind).toBe('unreachable');
  expect(await queued(db, USER)).toHaveLength(3);
  server.setUnreachable(false);
  await sendAll(db, server.sender);
  // The creation's id and version went to the changes made on top of it.
  const stored = [...server.calls.values()].find((c) => c.contactName === 'Chained')!;
  expect(stored).toMatchObject({ notes: 'first note', statusId: 's3', version: 3 });
});

test('the queue survives a reload: a new page opens the same changes with the same keys', async () => {
  const db = await freshDb();
  const a = await enqueue(db, create('Before reload'));
  const b = await enqueue(db, update('srv-1', 3, { notes: 'typed in the lift' }));
  await enqueue(db, { ...create('Someone else'), userId: 'u2' });
  closeOfflineDb();
  const reopened = (await offlineDb())!;
  expect(reopened).not.toBe(db);
  const items = await queued(reopened, USER);
  expect(items.map((i) => [i.kind, i.key])).toEqual([
    ['create', a.key],
    ['update', b.key],
  ]);
  const server = fakeServer();
  await sendAll(reopened, server.sender);
  expect(server.received).toEqual([a.key, b.key]);
});

test('a conflict waits for the user with the later changes of that call; the rest is sent', async () => {
  const db = await freshDb();
  const server = fakeServer();
  // The server's call moved on (version 4) while these were made on version 3.
  server.calls.set('srv-1', sampleCall({ id: 'srv-1', version: 4, notes: 'theirs' }));
  await enqueue(db, update('srv-1', 3, { notes: 'mine' }));
  await enqueue(db, update('srv-1', 3, { priority: 'whenever' }));
  const other = await enqueue(db, create('Unrelated'));
  const outcomes = await sendAll(db, server.sender);
  expect(outcomes.map((o) => o.kind)).toEqual(['conflict', 'sent']);
  const conflict = outcomes[0];
  if (conflict.kind !== 'conflict') throw new Error('expected a conflict');
  expect(conflict.item.changes).toEqual({ notes: 'mine', priority: 'whenever' });
  expect(conflict.item.conflict?.current.notes).toBe('theirs');
  expect(server.received).toEqual([expect.stringMatching(/^k-update/), other.key]);
  // Kept (nothing typed is lost), not counted as waiting for the network, not sent again.
  const left = await queued(db, USER);
  expect(left).toHaveLength(1);
  expect(waitingCount(left)).toBe(0);
  expect(await sendNext(db, USER, server.sender)).toBeNull();
  expect(server.calls.get('srv-1')?.notes).toBe('theirs');
});

test('a 401 (the session over, its refresh refused) keeps the change queued for the next sign-in', async () => {
  const db = await freshDb();
  const change = await enqueue(db, create('Kept'));
  const signedOut: Sender = {
    create: async () => {
      throw new ApiError(401, { msg: 'Token is not valid' });
    },
    update: async () => {
      throw new ApiError(401, { msg: 'Token is not valid' });
    },
  };
  const outcome = await sendNext(db, USER, signedOut);
  expect(outcome).toMatchObject({ kind: 'signedOut' });
  expect(await queued(db, USER)).toEqual([change]);
});

test('a change the server refuses leaves the queue and is reported', async () => {
  const db = await freshDb();
  const server = fakeServer();
  await enqueue(db, update('gone', 1, { notes: 'for a deleted call' }));
  const outcome = await sendNext(db, USER, server.sender);
  expect(outcome).toMatchObject({ kind: 'refused' });
  expect(await queued(db, USER)).toEqual([]);
});
