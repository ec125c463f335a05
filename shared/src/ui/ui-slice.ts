import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Toasts hide after 3.5 s. */
export const TOAST_DURATION_MS = 3500;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastRequest {
  kind: ToastKind;
  /** Shown as is, and the fallback when `messageId` has no translation. */
  text?: string;
  /** i18n key, translated by <Toasts />. */
  messageId?: string;
  /** Values for the message's placeholders (a count, a name). */
  values?: Record<string, string | number>;
}

export interface Toast extends ToastRequest {
  id: number;
}

export interface UiState {
  /** Toasts waiting to be shown or still on screen, oldest first. */
  toasts: Toast[];
  /** How many loaders are shown (each loaderShown needs its loaderHidden). */
  loaders: number;
}

export const initialUiState: UiState = { toasts: [], loaders: 0 };

let nextToastId = 1;

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    /** Queues a toast; the id is assigned when the action is made so the reducer stays pure. */
    toast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare: (request: ToastRequest) => ({ payload: { ...request, id: nextToastId++ } }),
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    loaderShown(state) {
      state.loaders += 1;
    },
    loaderHidden(state) {
      state.loaders = Math.max(0, state.loaders - 1);
    },
  },
});

export const uiActions = uiSlice.actions;

export const uiReducer = uiSlice.reducer;

export const selectToasts = (state: { ui: UiState }): Toast[] => state.ui.toasts;
export const selectLoaderCount = (state: { ui: UiState }): number => state.ui.loaders;
