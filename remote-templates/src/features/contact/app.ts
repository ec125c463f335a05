import { createElement, lazy } from 'react';
import { generatePath } from 'react-router-dom';
import { ContactsOutlined } from '@ant-design/icons';
import { pathPrefix } from '../../app-kit/path-prefix';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { contactReducer } from './store/contact-slice';

const ContactPage = lazy(() => import('./pages/ContactPage'));

/** The template's Contacts app: folders (all, frequent, starred) and labels (crema, personal, work). */
export const contactApp: TemplateApp = {
  id: 'contact',
  routes: [
    { path: TEMPLATE_PATHS.contact.folder, Component: ContactPage, access: { role: 'user' } },
    { path: TEMPLATE_PATHS.contact.label, Component: ContactPage, access: { role: 'user' } },
  ],
  nav: {
    id: 'templates-contact',
    type: 'item',
    messageId: 'templates.contact.nav',
    url: generatePath(TEMPLATE_PATHS.contact.folder, { name: 'all' }),
    match: pathPrefix(TEMPLATE_PATHS.contact.folder, TEMPLATE_PATHS.contact.label),
    icon: createElement(ContactsOutlined),
  },
  reducers: { templatesContact: contactReducer },
  loadSaga: () => import('./store/contact-saga'),
  messages,
};
