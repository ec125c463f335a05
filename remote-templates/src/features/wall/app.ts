import { createElement, lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { wallReducer } from './store/wall-slice';

const WallPage = lazy(() => import('./pages/WallPage'));

/** The template's Wall app (/apps/wall): a social feed over the browser mock backend. */
export const wallApp: TemplateApp = {
  id: 'wall',
  routes: [{ path: TEMPLATE_PATHS.wall.wall, Component: WallPage, access: { role: 'user' } }],
  nav: {
    id: 'wall',
    type: 'item',
    messageId: 'templates.wall.nav',
    url: TEMPLATE_PATHS.wall.wall,
    icon: createElement(TeamOutlined),
  },
  reducers: { templatesWall: wallReducer },
  loadSaga: () => import('./store/wall-saga'),
  messages,
};
