import { createElement, lazy } from 'react';
import { AppstoreAddOutlined } from '@ant-design/icons';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { THIRD_PARTY_KEY, thirdPartyReducer } from './store/third-party-slice';

// Each page is its own chunk, and its library (recharts, d3-geo, react-big-calendar, tiptap) loads with it only.
const ChartPage = lazy(() => import('./pages/ChartPage'));
const MapPage = lazy(() => import('./pages/MapPage'));
const CalendarPage = lazy(() => import('./pages/CalendarPage'));
const EditorPage = lazy(() => import('./pages/EditorPage'));

const user = { role: 'user' } as const;

const item = (id: keyof typeof TEMPLATE_PATHS.thirdParty) => ({
  id: `templates-third-party-${id}`,
  type: 'item' as const,
  messageId: `templates.thirdParty.nav.${id}`,
  url: TEMPLATE_PATHS.thirdParty[id],
});

/** Issue 23's third-party demos: one well-kept library each (docs/templates.md). */
export const thirdPartyApp: TemplateApp = {
  id: 'thirdParty',
  group: 'thirdParty',
  routes: [
    { path: TEMPLATE_PATHS.thirdParty.chart, Component: ChartPage, access: user },
    { path: TEMPLATE_PATHS.thirdParty.map, Component: MapPage, access: user },
    { path: TEMPLATE_PATHS.thirdParty.calendar, Component: CalendarPage, access: user },
    { path: TEMPLATE_PATHS.thirdParty.editor, Component: EditorPage, access: user },
  ],
  nav: {
    id: 'templates-third-party',
    type: 'collapse',
    messageId: 'templates.thirdParty.nav',
    icon: createElement(AppstoreAddOutlined),
    children: [item('chart'), item('map'), item('calendar'), item('editor')],
  },
  reducers: { [THIRD_PARTY_KEY]: thirdPartyReducer },
  loadSaga: () => import('./store/third-party-saga'),
  messages,
};
