import { createElement, lazy } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
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

/** The nine galleries, in the sidebar's order: [message id and key of its path, page]. */
const GALLERIES = [
  ['inputs', InputsPage],
  ['dataDisplay', DataDisplayPage],
  ['navigation', NavigationPage],
  ['surface', SurfacePage],
  ['feedback', FeedbackPage],
  ['layout', LayoutPage],
  ['utility', UtilityPage],
  ['dataGrid', DataGridPage],
  ['lab', LabPage],
] as const;

/** UI galleries (issue 23): the antd component kit, each example live and labelled. */
export const muiApp: TemplateApp = {
  id: 'mui',
  group: 'ui',
  routes: GALLERIES.map(([id, Component]) => ({ path: TEMPLATE_PATHS.mui[id], Component, access: user })),
  nav: {
    id: 'templates-mui',
    type: 'collapse',
    messageId: 'templates.mui.nav',
    icon: createElement(AppstoreOutlined),
    children: GALLERIES.map(([id]) => ({
      id: `templates-mui-${id}`,
      type: 'item' as const,
      messageId: `templates.mui.nav.${id}`,
      url: TEMPLATE_PATHS.mui[id],
    })),
  },
  reducers: { [MUI_KEY]: muiReducer },
  loadSaga: () => import('./store/mui-saga'),
  messages,
};
