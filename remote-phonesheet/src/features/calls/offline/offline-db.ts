import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CallStatus, CompanyUser, ConflictReply, CreateCallBody } from '@phonesheet/shared/contracts';
import type { SheetView } from '../../../kit/sheet-placement';

interface QueuedBase {
  /** Queue order (IndexedDB's auto-increment key): changes are sent in this order. */
  seq?: number;
  /** The Idempotency-Key this change is sent with, every time it is sent. */
  key: string;
  userId: string;
  queuedAt: string;
}
/** A call logged while the API could not be reached; on the sheet as `localId` until sent. */
export interface QueuedCreate extends QueuedBase {
  kind: 'create';
  localId: string;
  body: CreateCallBody;
}
/** A change of a call; `callId` may be the localId of a queued create, rewritten once it is sent. */
export interface QueuedUpdate extends QueuedBase {
  kind: 'update';
  callId: string;
  version: number;
  changes: Partial<CreateCallBody>;
  /** The server's 409: kept until the user answers the conflict dialog. */
  conflict?: Omit<ConflictReply, 'msg'>;
}
export type QueuedChange = QueuedCreate | QueuedUpdate;

/** The last sheet this browser showed a user for a desk, to open it without the network. */
export interface SheetCopy {
  /** `${userId}|${desk ?? ''}` */
  id: string;
  sheet: SheetView;
  statuses: CallStatus[];
  users: CompanyUser[];
  savedAt: string;
}

export interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: QueuedChange; indexes: { byUser: string } };
  sheets: { key: string; value: SheetCopy };
}
export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const OFFLINE_DB_NAME = 'phonesheet-offline';

let opening: Promise<OfflineDb | null> | null = null;

/** The browser's offline store (idb over IndexedDB); null where there is no IndexedDB. */
export function offlineDb(): Promise<OfflineDb | null> {
  if (!opening) {
    opening =
      typeof indexedDB === 'undefined'
        ? Promise.resolve(null)
        : openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
            upgrade(db) {
              const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
              outbox.createIndex('byUser', 'userId');
              db.createObjectStore('sheets', { keyPath: 'id' });
            },
          }).catch((error: unknown) => {
            // Private modes may refuse IndexedDB: the sheet then works online only.
            console.warn('[offline] IndexedDB is not available', error);
            return null;
          });
  }
  return opening;
}

/** Forgets the open handle (tests: a "reload" opens the database anew). */
export function closeOfflineDb(): void {
  void opening?.then((db) => db?.close());
  opening = null;
}
