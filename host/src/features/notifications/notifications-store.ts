import { createSlice, notificationReceived, type PayloadAction } from '@phonesheet/shared';
import type { Notification, NotificationPage, OwedCalls } from '@phonesheet/shared/contracts';

export const NOTIFICATIONS_KEY = 'hostNotifications';

/** The user's newest notifications and owed calls, as the top bar's drawers show them. */
export interface NotificationsState {
  loaded: boolean;
  items: Notification[];
  unread: number;
  total: number;
  owed: OwedCalls;
  /** The View All page's list (docs/shell.md "Notifications"). */
  page: NotificationPage | null;
}

const initialState: NotificationsState = {
  loaded: false,
  items: [],
  unread: 0,
  total: 0,
  owed: { items: [], total: 0 },
  page: null,
};

const markIn = (list: Notification[], id: string) => list.forEach((n) => n.id === id && (n.read = true));

const slice = createSlice({
  name: 'host/notifications',
  initialState,
  reducers: {
    /** Read the drawers' lists again (signed in, a drawer opened). */
    refresh(_state) {},
    loaded(state, action: PayloadAction<{ first: NotificationPage; owed: OwedCalls }>) {
      const { first, owed } = action.payload;
      Object.assign(state, {
        loaded: true,
        items: first.items,
        unread: first.unread,
        total: first.total,
        owed,
      });
    },
    pageWanted(_state, _action: PayloadAction<number>) {},
    pageLoaded(state, action: PayloadAction<NotificationPage>) {
      state.page = action.payload;
    },
    markRead(state, action: PayloadAction<string>) {
      const unread =
        state.items.some((n) => n.id === action.payload && !n.read) ||
        !!state.page?.items.some((n) => n.id === action.payload && !n.read);
      markIn(state.items, action.payload);
      if (state.page) markIn(state.page.items, action.payload);
      if (unread) state.unread = Math.max(0, state.unread - 1);
    },
    markAllRead(state) {
      state.items.forEach((n) => (n.read = true));
      state.page?.items.forEach((n) => (n.read = true));
      state.unread = 0;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(notificationReceived, (state, action: PayloadAction<Notification>) => {
      const n = action.payload;
      if (state.items.some((i) => i.id === n.id)) return;
      state.items = [n, ...state.items].slice(0, 20);
      state.total += 1;
      if (!n.read) state.unread += 1;
    }),
});

export const notificationsActions = slice.actions;
export const notificationsReducer = slice.reducer;

export const selectNotifications = (state: object): NotificationsState =>
  (state as { [NOTIFICATIONS_KEY]?: NotificationsState })[NOTIFICATIONS_KEY] ?? initialState;
