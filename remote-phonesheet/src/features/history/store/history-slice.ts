import { createAction, createReducer, resetCachedSlices } from '@phonesheet/shared';
import type { Call, CallPage, ImportJob, PlanLimitReply, SearchQuery } from '@phonesheet/shared/contracts';

/** The CSV import dialog: pick a file → server dry run → preview (or the bad lines) → import all. */
export type ImportStep =
  | { kind: 'pick' }
  | { kind: 'preview'; csv: string; count: number; rows: Array<Record<string, string>> }
  | { kind: 'refused'; errors: string[] };

/** A big file's job on the server, followed for the progress bar. */
export type ImportProgress = Pick<
  ImportJob,
  'id' | 'status' | 'dryRun' | 'rowsTotal' | 'rowsChecked' | 'rowsStored'
> & {
  /** Cancel was asked; the job ends at its next slice. */
  cancelling?: boolean;
};

export interface CsvImportState {
  open: boolean;
  step: ImportStep;
  /** A dry run or the import itself is under way. */
  busy: boolean;
  /** Set while a job of a big file runs. */
  progress?: ImportProgress | null;
  /** 429: another import of the company runs; seconds to wait (the file stays chosen). */
  waitSeconds?: number;
}

const closedImport: CsvImportState = { open: false, step: { kind: 'pick' }, busy: false };

export interface HistoryState {
  query: SearchQuery;
  page: CallPage | null;
  loading: boolean;
  error: string | null;
  timeline: { title: string; calls: Call[]; loading: boolean } | null;
  /** A plan limit met here (older history, export): shown with the upgrade offer. */
  planLimit: PlanLimitReply | null;
  csvImport: CsvImportState;
}

export const initialHistoryState: HistoryState = {
  query: { page: '1', pageSize: '25', sort: 'occurredAt', order: 'desc' },
  page: null,
  loading: false,
  error: null,
  timeline: null,
  planLimit: null,
  csvImport: closedImport,
};

export const historyActions = {
  searched: createAction<SearchQuery>('phonesheetHistory/searched'),
  loaded: createAction<CallPage>('phonesheetHistory/loaded'),
  failed: createAction<string>('phonesheetHistory/failed'),
  timelineRequested: createAction<{ title: string; phone?: string; name?: string }>(
    'phonesheetHistory/timelineRequested',
  ),
  timelineLoaded: createAction<Call[]>('phonesheetHistory/timelineLoaded'),
  timelineClosed: createAction('phonesheetHistory/timelineClosed'),
  liveChanged: createAction<Call>('phonesheetHistory/liveChanged'),
  planLimitMet: createAction<PlanLimitReply>('phonesheetHistory/planLimitMet'),
  planLimitDismissed: createAction('phonesheetHistory/planLimitDismissed'),
  /** CSV of the history's filter; a plan without CSV shows its limit here. */
  exportRequested: createAction<Record<string, string | undefined>>('phonesheetHistory/exportRequested'),
  importOpened: createAction('phonesheetHistory/importOpened'),
  importClosed: createAction('phonesheetHistory/importClosed'),
  /** The chosen file's text, checked by a dry run. */
  importChecked: createAction<string>('phonesheetHistory/importChecked'),
  importPreviewed: createAction<{ csv: string; count: number; rows: Array<Record<string, string>> }>(
    'phonesheetHistory/importPreviewed',
  ),
  importRefused: createAction<string[]>('phonesheetHistory/importRefused'),
  /** Imports the previewed file for real. */
  importRequested: createAction('phonesheetHistory/importRequested'),
  importDone: createAction<number>('phonesheetHistory/importDone'),
  /** The job of a big file as last read (rows checked, rows stored). */
  importProgressed: createAction<ImportProgress>('phonesheetHistory/importProgressed'),
  /** Cancel the running job: nothing of it is stored. */
  importCancelRequested: createAction('phonesheetHistory/importCancelRequested'),
  /** The job ended cancelled: back to picking a file. */
  importCancelled: createAction('phonesheetHistory/importCancelled'),
  /** The company's other import still runs (429): try again after these seconds. */
  importBusy: createAction<number>('phonesheetHistory/importBusy'),
};
const A = historyActions;

export const historyReducer = createReducer<HistoryState>(initialHistoryState, (on) => [
  on(A.searched, (s, query) => ({ ...s, query, loading: true, error: null, planLimit: null })),
  on(A.planLimitMet, (s, planLimit) => ({ ...s, loading: false, planLimit })),
  on(A.planLimitDismissed, (s) => ({ ...s, planLimit: null })),
  on(A.loaded, (s, page) => ({ ...s, page, loading: false })),
  on(A.failed, (s, error) => ({ ...s, loading: false, error })),
  on(A.timelineRequested, (s, { title }) => ({ ...s, timeline: { title, calls: [], loading: true } })),
  on(A.timelineLoaded, (s, calls) =>
    s.timeline ? { ...s, timeline: { ...s.timeline, calls, loading: false } } : s,
  ),
  on(A.timelineClosed, (s) => ({ ...s, timeline: null })),
  // A live change to a call on the page replaces it in place (deleted ones leave).
  on(A.liveChanged, (s, call) => {
    if (!s.page || !s.page.items.some((c) => c.id === call.id)) return s;
    const items = call.deletedAt
      ? s.page.items.filter((c) => c.id !== call.id)
      : s.page.items.map((c) => (c.id === call.id ? call : c));
    return { ...s, page: { ...s.page, items } };
  }),
  on(A.importOpened, (s) => ({ ...s, csvImport: { ...closedImport, open: true } })),
  on(A.importClosed, (s) => ({ ...s, csvImport: closedImport })),
  on(A.importChecked, (s) => ({ ...s, csvImport: { ...s.csvImport, busy: true, waitSeconds: undefined } })),
  on(A.importPreviewed, (s, preview) => ({
    ...s,
    csvImport: { open: s.csvImport.open, busy: false, step: { kind: 'preview', ...preview } },
  })),
  on(A.importRefused, (s, errors) => ({
    ...s,
    csvImport: { open: s.csvImport.open, busy: false, step: { kind: 'refused', errors } },
  })),
  on(A.importRequested, (s) => ({ ...s, csvImport: { ...s.csvImport, busy: true, waitSeconds: undefined } })),
  on(A.importDone, (s) => ({ ...s, csvImport: closedImport })),
  on(A.importProgressed, (s, p) =>
    s.csvImport.busy
      ? {
          ...s,
          csvImport: {
            ...s.csvImport,
            progress: {
              ...p,
              cancelling: s.csvImport.progress?.cancelling && p.id === s.csvImport.progress.id,
            },
          },
        }
      : s,
  ),
  on(A.importBusy, (s, waitSeconds) => ({
    ...s,
    csvImport: { open: s.csvImport.open, step: s.csvImport.step, busy: false, waitSeconds },
  })),
  on(A.importCancelRequested, (s) =>
    s.csvImport.progress
      ? { ...s, csvImport: { ...s.csvImport, progress: { ...s.csvImport.progress, cancelling: true } } }
      : s,
  ),
  on(A.importCancelled, (s) => ({
    ...s,
    csvImport: { ...s.csvImport, busy: false, progress: null, step: { kind: 'pick' } },
  })),
  on(resetCachedSlices, () => initialHistoryState),
]);

export const selectHistory = (state: { phonesheetHistory?: HistoryState }) =>
  state.phonesheetHistory ?? initialHistoryState;
