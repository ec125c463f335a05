// The calls service: one object for the routes and the import jobs, composed of its parts,
// each in its own module of this folder.
import type { CurrentUser } from '../../../access/current-user';
import { digitsOf } from '../phone';
import { changeLog } from './changes';
import { createCallsContext, type CallsDeps } from './context';
import { callFilters } from './filters';
import { callImportRows } from './import-rows';
import { callLookups } from './lookups';
import { callSearch } from './search';
import { callSheet } from './sheet';
import { callValidation } from './validation';
import { callWrites } from './writes';
import { callEdits } from './edits';

// Callers outside this folder import these from here.
export { COUNT_CAP, WALK_BUDGET, type CallsDeps } from './context';
export { isUuid, visible } from './rows';
export { parseInstant } from './instant';
export { EXPORT_BATCH } from './search';
export type { ImportValues } from './import-rows';

export type CallsService = ReturnType<typeof createCallsService>;

export function createCallsService(deps: CallsDeps) {
  const ctx = createCallsContext(deps);
  const { db, rows, outbox } = ctx;
  const validation = callValidation(ctx);
  const filters = callFilters(ctx);
  return {
    load: (companyId: string, id: string) => rows.load(db, companyId, id, true),
    get: (user: CurrentUser, id: string) => rows.mustLoad(db, user.companyId, id),
    ...callWrites(ctx, validation),
    ...callEdits(ctx, validation),
    changes: (user: CurrentUser, id: string) => changeLog(ctx, user, id),
    ...callSheet(ctx),
    ...callSearch(ctx, filters),
    ...callLookups(ctx, filters),
    ...callImportRows(ctx, validation),
    applyEvent: outbox.applyEvent,
    digitsOf,
  };
}
