import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
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

const historySlice = createSlice({
  name: 'phonesheetHistory',
  initialState: initialHistoryState,
  reducers: {
    /** The page opened: live changes and the plan are followed until it closes (the saga). */
    pageOpened: () => undefined,
    pageClosed: () => undefined,
    searched: (s, { payload: query }: PayloadAction<SearchQuery>): HistoryState => ({
      ...s,
      query,
      loading: true,
      error: null,
      planLimit: null,
    }),
    loaded: (s, { payload: page }: PayloadAction<CallPage>): HistoryState => ({ ...s, page, loading: false }),
    failed: (s, { payload: error }: PayloadAction<string>): HistoryState => ({ ...s, loading: false, error }),
    timelineRequested: (
      s,
      { payload: { title } }: PayloadAction<{ title: string; phone?: string; name?: string }>,
    ): HistoryState => ({ ...s, timeline: { title, calls: [], loading: true } }),
    timelineLoaded: (s, { payload: calls }: PayloadAction<Call[]>): HistoryState =>
      s.timeline ? { ...s, timeline: { ...s.timeline, calls, loading: false } } : s,
    timelineClosed: (s): HistoryState => ({ ...s, timeline: null }),

    // A live change to a call on the page replaces it in place (deleted ones leave).
    liveChanged: (s, { payload: call }: PayloadAction<Call>): HistoryState => {
      if (!s.page || !s.page.items.some((c) => c.id === call.id)) return s;
      const items = call.deletedAt
        ? s.page.items.filter((c) => c.id !== call.id)
        : s.page.items.map((c) => (c.id === call.id ? call : c));
      return { ...s, page: { ...s.page, items } };
    },
    planLimitMet: (s, { payload: planLimit }: PayloadAction<PlanLimitReply>): HistoryState => ({
      ...s,
      loading: false,
      planLimit,
    }),
    planLimitDismissed: (s): HistoryState => ({ ...s, planLimit: null }),

    /** CSV of the history's filter; a plan without CSV shows its limit here. */
    exportRequested: (_s, _a: PayloadAction<Record<string, string | undefined>>) => undefined,
    importOpened: (s): HistoryState => ({ ...s, csvImport: { ...closedImport, open: true } }),
    importClosed: (s): HistoryState => ({ ...s, csvImport: closedImport }),

    /** The chosen file's text, checked by a dry run. */
    importChecked: (s, _a: PayloadAction<string>): HistoryState => ({
      ...s,
      csvImport: { ...s.csvImport, busy: true, waitSeconds: undefined },
    }),
    importPreviewed: (
      s,
      {
        payload: preview,
      }: PayloadAction<{ csv: string; count: number; rows: Array<Record<string, string>> }>,
    ): HistoryState => ({
      ...s,
      csvImport: { open: s.csvImport.open, busy: false, step: { kind: 'preview', ...preview } },
    }),
    importRefused: (s, { payload: errors }: PayloadAction<string[]>): HistoryState => ({
      ...s,
      csvImport: { open: s.csvImport.open, busy: false, step: { kind: 'refused', errors } },
    }),

    /** Imports the previewed file for real. */
    importRequested: (s): HistoryState => ({
      ...s,
      csvImport: { ...s.csvImport, busy: true, waitSeconds: undefined },
    }),
    importDone: (s, _a: PayloadAction<number>): HistoryState => ({ ...s, csvImport: closedImport }),

    /** The job of a big file as last read (rows checked, rows stored). */
    importProgressed: (s, { payload: p }: PayloadAction<ImportProgress>): HistoryState =>
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

    /** Cancel the running job: nothing of it is stored. */
    importCancelRequested: (s): HistoryState =>
      s.csvImport.progress
        ? { ...s, csvImport: { ...s.csvImport, progress: { ...s.csvImport.progress, cancelling: true } } }
        : s,

    /** The job ended cancelled: back to picking a file. */
    importCancelled: (s): HistoryState => ({
      ...s,
      csvImport: { ...s.csvImport, busy: false, progress: null, step: { kind: 'pick' } },
    }),

    /** The company's other import still runs (429): try again after these seconds. */
    importBusy: (s, { payload: waitSeconds }: PayloadAction<number>): HistoryState => ({
      ...s,
      csvImport: { open: s.csvImport.open, step: s.csvImport.step, busy: false, waitSeconds },
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(resetCachedSlices, (): HistoryState => initialHistoryState);
  },
});

export const historyActions = historySlice.actions;
export const historyReducer = historySlice.reducer;

export const selectHistory = (state: { phonesheetHistory?: HistoryState }) =>
  state.phonesheetHistory ?? initialHistoryState;
