export {
  uiActions,
  uiReducer,
  initialUiState,
  selectToasts,
  selectLoaderCount,
  TOAST_DURATION_MS,
} from './ui-slice';
export type { UiState, Toast, ToastKind, ToastRequest } from './ui-slice';
export { SlotsProvider, useSlot } from './slots';
