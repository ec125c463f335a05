import { createElement, lazy } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import type { TemplateApp } from '../../app-kit/template-app';
import { messages } from './i18n';
import { MUI_KEY, muiReducer } from './store/mui-slice';

const InputsPage = lazy(() => import('./pages/InputsPage'));
const DataDisplayPage = lazy(() => import('./pages/DataDisplayPage'));
const NavigationPage = lazy(() => import('./pages/NavigationPage'));
const SurfacePage = lazy(() => import('./pages/SurfacePage'));
const FeedbackPage = lazy(() => import('./pages/FeedbackPage'));
const LayoutPage = lazy(() => import('./pages/LayoutPage'));
const UtilityPage = lazy(() => import('./pages/UtilityPage'));
const DataGridPage = lazy(() => import('./pages/DataGridPage'));
const LabPage = lazy(() => import('./pages/LabPage'));

const user = { role: 'user' } as const;

/** The nine galleries, in the sidebar's order: [message id, path segment, page]. */
const GALLERIES = [
  ['inputs', 'inputs', InputsPage],
  ['dataDisplay', 'data-display', DataDisplayPage],
  ['navigation', 'navigation', NavigationPage],
  ['surface', 'surface', SurfacePage],
  ['feedback', 'feedback', FeedbackPage],
  ['layout', 'layout', LayoutPage],
  ['utility', 'utility', UtilityPage],
  ['dataGrid', 'data-grid', DataGridPage],
  ['lab', 'lab', LabPage],
] as const;

/** UI galleries (SPEC.md §2, issue 23): the antd component kit, each example live and labelled. */
export const muiApp: TemplateApp = {
  id: 'mui',
  group: 'ui',
  routes: GALLERIES.map(([, path, Component]) => ({ path: `/mui/${path}`, Component, access: user })),
  nav: {
    id: 'templates-mui',
    type: 'collapse',
    messageId: 'templates.mui.nav',
    icon: createElement(AppstoreOutlined),
    children: GALLERIES.map(([id, path]) => ({
      id: `templates-mui-${id}`,
      type: 'item' as const,
      messageId: `templates.mui.nav.${id}`,
      url: `/mui/${path}`,
    })),
  },
  reducers: { [MUI_KEY]: muiReducer },
  loadSaga: () => import('./store/mui-saga'),
  messages,
};
