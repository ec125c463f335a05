import { createElement, lazy } from 'react';
import { ProjectOutlined } from '@ant-design/icons';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { scrumBoardReducer } from './store/scrum-board-slice';

const BoardsPage = lazy(() => import('./pages/BoardsPage'));
const BoardPage = lazy(() => import('./pages/BoardPage'));

/** The scrum board app: boards, their lists and cards, on the mock backend. */
export const scrumBoardApp: TemplateApp = {
  id: 'scrumBoard',
  routes: [
    { path: TEMPLATE_PATHS.scrumBoard.boards, Component: BoardsPage, access: { role: 'user' } },
    { path: TEMPLATE_PATHS.scrumBoard.board, Component: BoardPage, access: { role: 'user' } },
  ],
  nav: {
    id: 'templates-scrum-board',
    type: 'item',
    messageId: 'templates.scrumBoard.nav',
    url: TEMPLATE_PATHS.scrumBoard.boards,
    icon: createElement(ProjectOutlined),
  },
  reducers: { templatesScrumBoard: scrumBoardReducer },
  loadSaga: () => import('./store/scrum-board-saga'),
  messages,
};
