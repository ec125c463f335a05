// The calls service: one object for the routes and the import jobs. Each method is a named
// function of its module in this folder (go to definition lands on it), given the service's
// context.
import type { CurrentUser } from '../../../access/current-user';
import type { Args, Rest } from '../../../lib/bound-args';
import { digitsOf } from '../phone';
import { changeLog } from './changes';
import { createCallsContext, type CallsDeps } from './context';
import { callFilters } from './filters';
import { checkImportRow, finishImport, importPreview, storeImported } from './import-rows';
import { contacts, followUps, timeline } from './lookups';
import { searchCalls } from './search';
import { historyBody, historyCsv } from './history-reads';
import { readSheet } from './sheet';
import { callValidation } from './validation';
import { callBack, createCall, logPhoneCall } from './writes';
import { removeCall, restoreCall, updateCall } from './edits';

// Callers outside this folder import these from here.
export { COUNT_CAP, WALK_BUDGET, type CallsDeps, type CallsPlan } from './context';
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
    // New calls (writes.ts)
    create: (...a: Args<typeof createCall>) => createCall(ctx, validation, ...a),
    logPhoneCall: (...a: Args<typeof logPhoneCall>) => logPhoneCall(ctx, validation, ...a),
    callBack: (...a: Args<typeof callBack>) => callBack(ctx, validation, ...a),
    // Changes in place (edits.ts) and their log (changes.ts)
    update: (...a: Args<typeof updateCall>) => updateCall(ctx, validation, ...a),
    remove: (...a: Rest<typeof removeCall>) => removeCall(ctx, ...a),
    restore: (...a: Rest<typeof restoreCall>) => restoreCall(ctx, ...a),
    changes: (user: CurrentUser, id: string) => changeLog(ctx, user, id),
    // Reads: today's sheet (sheet.ts), history and export within the plan (history-reads.ts,
    // over search.ts), contacts (lookups.ts)
    sheetBody: (...a: Rest<typeof readSheet>) => readSheet(ctx, ...a),
    searchBody: (...a: Args<typeof historyBody>) => historyBody(ctx, filters, ...a),
    search: (...a: Args<typeof searchCalls>) => searchCalls(ctx, filters, ...a),
    exportCsv: (...a: Args<typeof historyCsv>) => historyCsv(ctx, filters, ...a),
    contacts: (...a: Args<typeof contacts>) => contacts(ctx, filters, ...a),
    timeline: (...a: Rest<typeof timeline>) => timeline(ctx, ...a),
    followUps: (...a: Rest<typeof followUps>) => followUps(ctx, ...a),
    // The import jobs' part (import-rows.ts)
    checkImportRow: (...a: Args<typeof checkImportRow>) => checkImportRow(ctx, validation, ...a),
    storeImported,
    importPreview,
    finishImport: (...a: Rest<typeof finishImport>) => finishImport(ctx, ...a),
    applyEvent: outbox.applyEvent,
    digitsOf,
  };
}
