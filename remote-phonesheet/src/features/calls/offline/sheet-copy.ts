import type { CallStatus, CompanyUser } from '@phonesheet/shared/contracts';
import type { SheetView } from '../../../kit/sheet-placement';
import type { OfflineDb, SheetCopy } from './offline-db';
import { serverPart } from './local-sheet';

const copyId = (userId: string, desk: string | null) => `${userId}|${desk ?? ''}`;

/** Keeps the sheet the user sees (server calls only), to open it later without the network. */
export async function saveSheetCopy(
  db: OfflineDb,
  userId: string,
  data: { sheet: SheetView; statuses: CallStatus[]; users: CompanyUser[] },
): Promise<void> {
  await db.put('sheets', {
    id: copyId(userId, data.sheet.desk),
    sheet: serverPart(data.sheet),
    statuses: data.statuses,
    users: data.users,
    savedAt: new Date().toISOString(),
  });
}

export async function readSheetCopy(
  db: OfflineDb,
  userId: string,
  desk: string | null,
): Promise<SheetCopy | null> {
  return (await db.get('sheets', copyId(userId, desk))) ?? null;
}
