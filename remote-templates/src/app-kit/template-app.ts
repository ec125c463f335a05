import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { AppRoute, LocaleKey, NavItem } from '@phonesheet/shared';

/**
 * One template app or page area, as the templates remote assembles them (exposes/module.ts).
 * Adding an area is adding one of these to src/template-apps.ts.
 */
/** The template's sidebar groups, shown with "Show template demos", in this order. */
export const TEMPLATE_GROUPS = ['dashboards', 'apps', 'pages', 'ui', 'thirdParty'] as const;
export type TemplateGroup = (typeof TEMPLATE_GROUPS)[number];

export interface TemplateApp {
  id: string;
  routes: AppRoute[];
  /** The sidebar group its entry joins; 'apps' when not given. */
  group?: TemplateGroup;
  /** Its entry in that group: an item, or a collapse with children (e.g. the eight dashboards). */
  nav?: NavItem;
  /** Slices injected with the module (keep them free of the mock data and axios). */
  reducers?: Record<string, Reducer>;
  /** Loaded only when the module's saga starts, so the module itself stays small. */
  loadSaga?: () => Promise<{ default: Saga }>;
  messages?: Record<LocaleKey, Record<string, string>>;
}
