import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { AppRoute, LocaleKey, NavItem } from '@phonesheet/shared';

/**
 * One template app or page area, as the templates remote assembles them (exposes/module.ts).
 * Adding an area is adding one of these to src/template-apps.ts.
 */
export interface TemplateApp {
  id: string;
  routes: AppRoute[];
  /** Its entry in the template's navigation group ("Apps" for part 1). */
  nav?: NavItem;
  /** Slices injected with the module (keep them free of the mock data and axios). */
  reducers?: Record<string, Reducer>;
  /** Loaded only when the module's saga starts, so the module itself stays small. */
  loadSaga?: () => Promise<{ default: Saga }>;
  messages?: Record<LocaleKey, Record<string, string>>;
}
