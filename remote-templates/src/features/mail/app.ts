import { createElement, lazy } from 'react';
import { generatePath } from 'react-router-dom';
import { MailOutlined } from '@ant-design/icons';
import { pathPrefix } from '../../app-kit/path-prefix';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { MAIL_KEY, mailReducer } from './store/mail-slice';

const MailPage = lazy(() => import('./pages/MailPage'));

/** The template's Mail app (issue 22): folders, labels, bulk actions, threads and compose. */
export const mailApp: TemplateApp = {
  id: 'mail',
  routes: [
    { path: TEMPLATE_PATHS.mail.label, Component: MailPage, access: { role: 'user' } },
    { path: TEMPLATE_PATHS.mail.labelMail, Component: MailPage, access: { role: 'user' } },
    { path: TEMPLATE_PATHS.mail.folder, Component: MailPage, access: { role: 'user' } },
    { path: TEMPLATE_PATHS.mail.folderMail, Component: MailPage, access: { role: 'user' } },
  ],
  nav: {
    id: 'mail',
    type: 'item',
    messageId: 'templates.mail.title',
    url: generatePath(TEMPLATE_PATHS.mail.folder, { folder: 'inbox' }),
    match: pathPrefix(TEMPLATE_PATHS.mail.folder, TEMPLATE_PATHS.mail.label),
    icon: createElement(MailOutlined),
  },
  reducers: { [MAIL_KEY]: mailReducer },
  loadSaga: () => import('./store/mail-saga'),
  messages,
};
