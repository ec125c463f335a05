import { createElement, lazy } from 'react';
import { CheckSquareOutlined } from '@ant-design/icons';
import type { TemplateApp } from '../../app-kit/template-app';
import { messages } from './i18n';
import { todoReducer } from './store/todo-slice';

const TodoPage = lazy(() => import('./pages/TodoPage'));

/** The To-do app (SPEC.md §3 "Task", §7 "Tasks"): folders, labels, a paged list, a task's page. */
export const todoApp: TemplateApp = {
  id: 'todo',
  routes: [
    { path: '/apps/todo/:folder', Component: TodoPage, access: { role: 'user' } },
    { path: '/apps/todo/:folder/:id', Component: TodoPage, access: { role: 'user' } },
    { path: '/apps/todo/label/:label', Component: TodoPage, access: { role: 'user' } },
    { path: '/apps/todo/label/:label/:id', Component: TodoPage, access: { role: 'user' } },
  ],
  nav: {
    id: 'templates-todo',
    type: 'item',
    messageId: 'templates.todo.nav',
    url: '/apps/todo/all',
    match: '/apps/todo',
    icon: createElement(CheckSquareOutlined),
  },
  reducers: { templatesTodo: todoReducer },
  loadSaga: () => import('./store/todo-saga'),
  messages,
};
