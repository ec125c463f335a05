// The public face of @phonesheet/shared (docs/shared-package.md).
export type {
  RemoteModule,
  RemoteFeature,
  AppRoute,
  NavItem,
  Access,
  Role,
  LocaleKey,
} from './module-contract/types';
export { MODULE_CONTRACT_VERSION } from './module-contract/version';
export * from './store';
export * from './session';
export * from './api';
export * from './settings';
export * from './ui';
export * from './i18n';
export { registerNavigator, navigateTo } from './navigation';
export type { Navigator, NavigateOptions } from './navigation';
// The standalone shell is '@phonesheet/shared/standalone': the federated singleton stays small.
