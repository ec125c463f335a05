// `@phonesheet/shared/ui`: the shared components drawn with antd. Not part of the federated
// singleton `@phonesheet/shared`: a shared module is never tree-shaken, and antd is not shared
// (docs/shell.md "First load"), so each app bundles these with its own antd copy, and a page that
// draws no antd (the landing page) downloads none of them.
export { Toasts } from './ui/Toasts';
export { GlobalLoader } from './ui/GlobalLoader';
export { ConfirmDialog } from './ui/ConfirmDialog';
export type { ConfirmDialogProps } from './ui/ConfirmDialog';
export { PlanLimitNotice } from './ui/PlanLimitNotice';
export type { PlanLimitNoticeProps } from './ui/PlanLimitNotice';
export { PageCard } from './ui/PageCard';
export type { PageCardProps } from './ui/PageCard';
export { createAntdFrame, useAntdConfig } from './ui/antd-frame';
export type { AntdFrame, AntdFrameConfig } from './ui/antd-frame';
export { useAntdLook } from './ui/antd-look';
export type { AntdLook } from './ui/antd-look';
export { PageTitle } from './ui/PageTitle';
export { PRESET_COLORS } from './ui/antd-theme';
export { chainAlgorithms } from './ui/theme-algorithms';
export type { PageTitleProps } from './ui/PageTitle';
