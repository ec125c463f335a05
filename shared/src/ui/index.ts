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
export {
  contrastModeOf,
  contrastRatio,
  primaryPalette,
  readableShade,
  readableTextOn,
  SECONDARY_TEXT,
  TEXT_CONTRAST,
} from './accessible-colors';
export type { ContrastMode, PrimaryPalette } from './accessible-colors';
export { useMainLandmark } from './landmark';
export { VISUALLY_HIDDEN } from './visually-hidden';
