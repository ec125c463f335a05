import { createAction, createReducer } from '../store/action-helpers';

/** SPEC.md §9: toasts hide after 3.5 s. */
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
const toastQueued = createAction<Toast>('ui/toast');

export const uiActions = {
  /** Queues a toast; the id is assigned here so the reducer stays pure. */
  toast: Object.assign((request: ToastRequest) => toastQueued({ ...request, id: nextToastId++ }), {
    type: toastQueued.type,
    match: toastQueued.match,
  }),
  toastDismissed: createAction<number>('ui/toastDismissed'),
  loaderShown: createAction('ui/loaderShown'),
  loaderHidden: createAction('ui/loaderHidden'),
};

export const uiReducer = createReducer<UiState>(initialUiState, (on) => [
  on(toastQueued, (state, toast) => ({ ...state, toasts: [...state.toasts, toast] })),
  on(uiActions.toastDismissed, (state, id) => ({
    ...state,
    toasts: state.toasts.filter((toast) => toast.id !== id),
  })),
  on(uiActions.loaderShown, (state) => ({ ...state, loaders: state.loaders + 1 })),
  on(uiActions.loaderHidden, (state) => ({ ...state, loaders: Math.max(0, state.loaders - 1) })),
]);

export const selectToasts = (state: { ui: UiState }): Toast[] => state.ui.toasts;
export const selectLoaderCount = (state: { ui: UiState }): number => state.ui.loaders;
