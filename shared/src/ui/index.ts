export {
  uiActions,
  uiReducer,
  initialUiState,
  selectToasts,
  selectLoaderCount,
  TOAST_DURATION_MS,
} from './ui-slice';
export type { UiState, Toast, ToastKind, ToastRequest } from './ui-slice';
export { Toasts } from './Toasts';
export { GlobalLoader } from './GlobalLoader';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { SlotsProvider, useSlot } from './slots';
export { PlanLimitNotice } from './PlanLimitNotice';
export type { PlanLimitNoticeProps } from './PlanLimitNotice';
export { PageCard } from './PageCard';
export type { PageCardProps } from './PageCard';
export { createAntdFrame } from './antd-frame';
export type { AntdFrame, AntdFrameConfig } from './antd-frame';
