import { createElement, lazy } from 'react';
import { CheckSquareOutlined } from '@ant-design/icons';
import { pathPrefix } from '../../app-kit/path-prefix';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS, TODO_HOME } from '../../route-paths';
import { messages } from './i18n';
import { todoReducer } from './store/todo-slice';

const TodoPage = lazy(() => import('./pages/TodoPage'));

/** The To-do app: folders, labels, a paged list, a task's page. */
export const todoApp: TemplateApp = {
  id: 'todo',
  routes: [
    { path: TEMPLATE_PATHS.todo.folder, Component: TodoPage, access: { role: 'user' } },
    { path: TEMPLATE_PATHS.todo.folderTask, Component: TodoPage, access: { role: 'user' } },
    { path: TEMPLATE_PATHS.todo.label, Component: TodoPage, access: { role: 'user' } },
    { path: TEMPLATE_PATHS.todo.labelTask, Component: TodoPage, access: { role: 'user' } },
  ],
  nav: {
    id: 'templates-todo',
    type: 'item',
    messageId: 'templates.todo.nav',
    url: TODO_HOME,
    match: pathPrefix(TEMPLATE_PATHS.todo.folder, TEMPLATE_PATHS.todo.label),
    icon: createElement(CheckSquareOutlined),
  },
  reducers: { templatesTodo: todoReducer },
  loadSaga: () => import('./store/todo-saga'),
  messages,
};
