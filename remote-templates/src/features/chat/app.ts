import { createElement, lazy } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { chatReducer } from './store/chat-slice';

const ChatPage = lazy(() => import('./pages/ChatPage'));

/** The template's chat app (issue 22): conversations with sample people, on the mock backend. */
export const chatApp: TemplateApp = {
  id: 'chat',
  routes: [{ path: TEMPLATE_PATHS.chat.chat, Component: ChatPage, access: { role: 'user' } }],
  nav: {
    id: 'templates-chat',
    type: 'item',
    messageId: 'templates.chat.nav',
    url: TEMPLATE_PATHS.chat.chat,
    icon: createElement(MessageOutlined),
  },
  reducers: { templatesChat: chatReducer },
  loadSaga: () => import('./store/chat-saga'),
  messages,
};
