import { createAction, createReducer, resetCachedSlices } from '@phonesheet/shared';
import type { CompanyUser, Invitation, PlanLimitReply, UpdateUserBody } from '@phonesheet/shared/contracts';

/** The invitee's name and password, sent with the invitation's token (public page). */
export interface AcceptInvitationBody {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

export interface AcceptanceState {
  busy: boolean;
  /** The server's reasons (codes or texts, shown through serverText). */
  errors: string[];
  done: boolean;
}

const initialAcceptance: AcceptanceState = { busy: false, errors: [], done: false };

export interface UsersState {
  list: CompanyUser[];
  invitations: Invitation[];
  loading: boolean;
  /** A refused list shows the fixed "Something went wrong, Please try again!" (messageId); a request that never got an answer, its own text. */
  error: { messageId?: string; text?: string } | null;
  deleting: CompanyUser | null;
  inviting: boolean;
  /** A plan limit met by an invitation or a reactivation (402): shown with the upgrade offer. */
  planLimit: PlanLimitReply | null;
  acceptance: AcceptanceState;
}

export const initialUsersState: UsersState = {
  list: [],
  invitations: [],
  loading: false,
  error: null,
  deleting: null,
  inviting: false,
  planLimit: null,
  acceptance: initialAcceptance,
};

export const usersActions = {
  requested: createAction('phonesheetUsers/requested'),
  loaded: createAction<CompanyUser[]>('phonesheetUsers/loaded'),
  failed: createAction<{ messageId?: string; text?: string }>('phonesheetUsers/failed'),
  invitationsLoaded: createAction<Invitation[]>('phonesheetUsers/invitationsLoaded'),
  updateRequested: createAction<{ id: string; changes: UpdateUserBody }>('phonesheetUsers/updateRequested'),
  updated: createAction<CompanyUser>('phonesheetUsers/updated'),
  /** The delete-user modal: opened for one user (kept in the store), closed, or confirmed. */
  deleteModalOpened: createAction<CompanyUser>('phonesheetUsers/deleteModalOpened'),
  deleteModalClosed: createAction('phonesheetUsers/deleteModalClosed'),
  deleteRequested: createAction<CompanyUser>('phonesheetUsers/deleteRequested'),
  deleted: createAction<string>('phonesheetUsers/deleted'),
  inviteRequested: createAction<{ email: string; role: 'admin' | 'user' }>('phonesheetUsers/inviteRequested'),
  inviteFinished: createAction<Invitation | null>('phonesheetUsers/inviteFinished'),
  planLimitMet: createAction<PlanLimitReply>('phonesheetUsers/planLimitMet'),
  planLimitDismissed: createAction('phonesheetUsers/planLimitDismissed'),
  acceptRequested: createAction<AcceptInvitationBody>('phonesheetUsers/acceptRequested'),
  accepted: createAction('phonesheetUsers/accepted'),
  acceptFailed: createAction<string[]>('phonesheetUsers/acceptFailed'),
  /** The invitation page was left: a new visit starts with an empty form. */
  acceptReset: createAction('phonesheetUsers/acceptReset'),
};
const A = usersActions;

export const usersReducer = createReducer<UsersState>(initialUsersState, (on) => [
  on(A.requested, (s) => ({ ...s, loading: true, error: null })),
  on(A.loaded, (s, list) => ({ ...s, list, loading: false })),
  on(A.failed, (s, error) => ({ ...s, loading: false, error })),
  on(A.invitationsLoaded, (s, invitations) => ({ ...s, invitations })),
  on(A.updated, (s, user) => ({ ...s, list: s.list.map((u) => (u._id === user._id ? user : u)) })),
  on(A.deleteModalOpened, (s, deleting) => ({ ...s, deleting })),
  on(A.deleteModalClosed, (s) => ({ ...s, deleting: null })),
  on(A.deleted, (s, id) => ({ ...s, deleting: null, list: s.list.filter((u) => u._id !== id) })),
  on(A.inviteRequested, (s) => ({ ...s, inviting: true, planLimit: null })),
  on(A.planLimitMet, (s, planLimit) => ({ ...s, planLimit })),
  on(A.planLimitDismissed, (s) => ({ ...s, planLimit: null })),
  on(A.inviteFinished, (s, inv) => ({
    ...s,
    inviting: false,
    invitations: inv ? [inv, ...s.invitations.filter((i) => i.email !== inv.email)] : s.invitations,
  })),
  on(A.acceptRequested, (s) => ({ ...s, acceptance: { busy: true, errors: [], done: false } })),
  on(A.accepted, (s) => ({ ...s, acceptance: { busy: false, errors: [], done: true } })),
  on(A.acceptFailed, (s, errors) => ({ ...s, acceptance: { busy: false, errors, done: false } })),
  on(A.acceptReset, (s) => ({ ...s, acceptance: initialAcceptance })),
  on(resetCachedSlices, () => initialUsersState),
]);

export const selectUsers = (state: { phonesheetUsers?: UsersState }) =>
  state.phonesheetUsers ?? initialUsersState;
