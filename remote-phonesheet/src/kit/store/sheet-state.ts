import { createAction } from '@phonesheet/shared';
import type {
  Call,
  CallStatus,
  CompanyUser,
  CreateCallBody,
  DuplicateHint,
  PhonesheetEvent,
  SubscriptionPlan,
} from '@phonesheet/shared/contracts';
import type { SheetView } from '../sheet-placement';

// What the other features may know of the calls state. The state itself (its reducer, the rest
// of its actions) lives beside its saga in features/calls/store/; a feature never imports another,
// so the company's statuses, users and plan that the sheet loads, and the sheet's moments that
// others follow (opened, loaded, a call changed), are read and sent through this module.

/** The key the calls state is injected under (features/calls/app.ts). */
export const SHEET_KEY = 'phonesheet';

/** The part of the calls state other features read. */
export interface SheetShared {
  /** The company's statuses, in their order. */
  statuses: CallStatus[];
  /** The company's users (desks and who covers them). */
  users: CompanyUser[];
  /** The company's plan (history window, CSV export); null until loaded. */
  plan: SubscriptionPlan | null;
  /** The desk the sheet shows; null: all desks. */
  sheet: { desk: string | null };
}

const NOTHING_LOADED: SheetShared = { statuses: [], users: [], plan: null, sheet: { desk: null } };

export const selectSheetShared = (state: { [SHEET_KEY]?: SheetShared }): SheetShared =>
  state[SHEET_KEY] ?? NOTHING_LOADED;

/**
 * The calls feature's actions that other features send or follow (features/calls/store/
 * calls-slice.ts adds its own to them as `callsActions`).
 */
export const sheetActions = {
  /** `desk` null: the desk this user last chose here (desk-memory), else all desks. */
  pageOpened: createAction<{ desk: string | null }>('phonesheet/pageOpened'),
  pageClosed: createAction('phonesheet/pageClosed'),
  sheetLoaded: createAction<{ sheet: SheetView; statuses: CallStatus[]; users: CompanyUser[] }>(
    'phonesheet/sheetLoaded',
  ),
  statusesLoaded: createAction<CallStatus[]>('phonesheet/statusesLoaded'),
  /** A page shows statuses without the sheet (the history's filters): the statuses saga loads them. */
  statusesNeeded: createAction('phonesheet/statusesNeeded'),
  /** The statuses changed elsewhere (a live event, or missed events): the statuses saga reloads them. */
  statusesChanged: createAction('phonesheet/statusesChanged'),
  /** A page shows the company's users without the sheet (the history's filters): the users saga loads them. */
  usersNeeded: createAction('phonesheet/usersNeeded'),
  usersLoaded: createAction<CompanyUser[]>('phonesheet/usersLoaded'),
  planLoaded: createAction<SubscriptionPlan>('phonesheet/planLoaded'),
  created: createAction<{ call: Call; duplicateOf?: DuplicateHint }>('phonesheet/created'),
  updateRequested: createAction<{ call: Call; changes: Partial<CreateCallBody> }>(
    'phonesheet/updateRequested',
  ),
  callChanged: createAction<Call>('phonesheet/callChanged'),
  deleted: createAction<Call>('phonesheet/deleted'),
  liveEvent: createAction<PhonesheetEvent>('phonesheet/liveEvent'),
};
