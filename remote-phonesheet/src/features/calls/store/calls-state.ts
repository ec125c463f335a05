import type {
  Call,
  CallChange,
  CallStatus,
  CompanyUser,
  ContactSuggestion,
  CreateCallBody,
  DuplicateHint,
  PlanLimitReply,
  SheetDensity,
  SubscriptionPlan,
} from '@phonesheet/shared/contracts';
import { localDay, type SheetView } from '../../../kit/sheet-placement';

// The phone sheet's state in the app's store (its reducer and actions: calls-slice.ts).

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export interface Conflict {
  /** What this user tried to save. */
  mine: Partial<CreateCallBody>;
  current: Call;
  changedFields: string[];
  changes: CallChange[];
  /** A change sent from the offline queue: it stays queued until the user answers. */
  queuedSeq?: number;
}

/** The change log of one call, shown in a drawer; null while the drawer is closed. */
export interface ChangesView {
  call: Call;
  items: CallChange[];
  loading: boolean;
  error: string | null;
}

/** A call back just logged, kept for its toast's Undo. */
export interface CallBackDone {
  /** The outgoing call logged. */
  call: Call;
  /** The call called back, as the server left it (Returned, or unchanged). */
  original: Call;
  /** Its status before the call back, which Undo gives back. */
  statusBefore: string;
}

export interface PhonesheetState {
  statuses: CallStatus[];
  users: CompanyUser[];
  load: LoadState;
  error: string | null;
  sheet: SheetView;
  saving: boolean;
  /** Server texts of the last refused entry (400). */
  entryErrors: string[];
  /** Bumped after each successful save so the entry row clears itself. */
  savedCount: number;
  duplicate: DuplicateHint | null;
  conflict: Conflict | null;
  lastDeleted: Call | null;
  lastCallBack: CallBackDone | null;
  live: boolean;
  /** The browser has no network (or the API did not answer): changes wait in the queue. */
  offline: boolean;
  /** Changes queued in this browser, waiting to be sent (docs/phone-sheet.md, "Offline"). */
  waiting: number;
  /** The sheet shown is the copy kept in this browser, not the server's answer. */
  fromCopy: boolean;
  /** The company's plan (history window, CSV export); null until loaded. */
  plan: SubscriptionPlan | null;
  /** A plan limit met on the sheet (a new desk, export): shown with the upgrade offer. */
  planLimit: PlanLimitReply | null;
  changes: ChangesView | null;
  /** Earlier contacts matching what is typed in the entry row (autocomplete). */
  suggestions: ContactSuggestion[];
  /** How tall the rows are: this user's preference, kept on the server. */
  density: SheetDensity;
  /** The earlier calls of the caller typed in the entry row (their timeline); null: none known. */
  caller: CallerContext | null;
}

/** A known caller's earlier calls, newest first, as the timeline answers them. */
export interface CallerContext {
  /** What was typed that found them: the number, else the name. */
  query: { phone?: string; name?: string };
  calls: Call[];
}

const today = localDay(new Date());
export const initialPhonesheetState: PhonesheetState = {
  statuses: [],
  users: [],
  load: 'idle',
  error: null,
  sheet: { ...today, desk: null, rolledOver: [], today: [] },
  saving: false,
  entryErrors: [],
  savedCount: 0,
  duplicate: null,
  conflict: null,
  lastDeleted: null,
  lastCallBack: null,
  live: false,
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  waiting: 0,
  fromCopy: false,
  plan: null,
  planLimit: null,
  changes: null,
  suggestions: [],
  density: 'comfortable',
  caller: null,
};
