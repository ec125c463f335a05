import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
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

const usersSlice = createSlice({
  name: 'phonesheetUsers',
  initialState: initialUsersState,
  reducers: {
    requested: (s): UsersState => ({ ...s, loading: true, error: null }),
    loaded: (s, { payload: list }: PayloadAction<CompanyUser[]>): UsersState => ({
      ...s,
      list,
      loading: false,
    }),
    failed: (s, { payload: error }: PayloadAction<{ messageId?: string; text?: string }>): UsersState => ({
      ...s,
      loading: false,
      error,
    }),
    invitationsLoaded: (s, { payload: invitations }: PayloadAction<Invitation[]>): UsersState => ({
      ...s,
      invitations,
    }),
    updateRequested: (_s, _a: PayloadAction<{ id: string; changes: UpdateUserBody }>) => undefined,
    updated: (s, { payload: user }: PayloadAction<CompanyUser>): UsersState => ({
      ...s,
      list: s.list.map((u) => (u._id === user._id ? user : u)),
    }),

    /** The delete-user modal: opened for one user (kept in the store), closed, or confirmed. */
    deleteModalOpened: (s, { payload: deleting }: PayloadAction<CompanyUser>): UsersState => ({
      ...s,
      deleting,
    }),
    deleteModalClosed: (s): UsersState => ({ ...s, deleting: null }),
    deleteRequested: (_s, _a: PayloadAction<CompanyUser>) => undefined,
    deleted: (s, { payload: id }: PayloadAction<string>): UsersState => ({
      ...s,
      deleting: null,
      list: s.list.filter((u) => u._id !== id),
    }),
    inviteRequested: (s, _a: PayloadAction<{ email: string; role: 'admin' | 'user' }>): UsersState => ({
      ...s,
      inviting: true,
      planLimit: null,
    }),
    inviteFinished: (s, { payload: inv }: PayloadAction<Invitation | null>): UsersState => ({
      ...s,
      inviting: false,
      invitations: inv ? [inv, ...s.invitations.filter((i) => i.email !== inv.email)] : s.invitations,
    }),
    planLimitMet: (s, { payload: planLimit }: PayloadAction<PlanLimitReply>): UsersState => ({
      ...s,
      planLimit,
    }),
    planLimitDismissed: (s): UsersState => ({ ...s, planLimit: null }),
    acceptRequested: (s, _a: PayloadAction<AcceptInvitationBody>): UsersState => ({
      ...s,
      acceptance: { busy: true, errors: [], done: false },
    }),
    accepted: (s): UsersState => ({ ...s, acceptance: { busy: false, errors: [], done: true } }),
    acceptFailed: (s, { payload: errors }: PayloadAction<string[]>): UsersState => ({
      ...s,
      acceptance: { busy: false, errors, done: false },
    }),

    /** The invitation page was left: a new visit starts with an empty form. */
    acceptReset: (s): UsersState => ({ ...s, acceptance: initialAcceptance }),
  },
  extraReducers: (builder) => {
    builder.addCase(resetCachedSlices, (): UsersState => initialUsersState);
  },
});

export const usersActions = usersSlice.actions;
export const usersReducer = usersSlice.reducer;

export const selectUsers = (state: { phonesheetUsers?: UsersState }) =>
  state.phonesheetUsers ?? initialUsersState;
