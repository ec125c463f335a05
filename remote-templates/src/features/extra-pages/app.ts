import { createElement, lazy } from 'react';
import { generatePath } from 'react-router-dom';
import { ApartmentOutlined, FileTextOutlined } from '@ant-design/icons';
import type { NavItem } from '@phonesheet/shared';
import type { TemplateApp } from '../../app-kit/template-app';
import { TEMPLATE_PATHS } from '../../route-paths';
import { messages } from './i18n';
import { extraPagesReducer } from './store/extra-pages-slice';

const AboutUsPage = lazy(() => import('./pages/AboutUsPage'));
const ContactUsPage = lazy(() => import('./pages/ContactUsPage'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const KnowledgeBasePage = lazy(() => import('./pages/KnowledgeBasePage'));
const PortfolioPage = lazy(() => import('./pages/PortfolioPage'));
const PricingPage = lazy(() => import('./pages/PricingPage'));
const BlogPage = lazy(() => import('./pages/BlogPage'));
const BlogPostPage = lazy(() => import('./pages/BlogPostPage'));
const AccountPage = lazy(() => import('./pages/AccountPage'));
const TimelinePage = lazy(() => import('./pages/TimelinePage'));
const MenuLevelPage = lazy(() => import('./pages/MenuLevelPage'));

const user = { role: 'user' } as const;

const item = (id: keyof typeof TEMPLATE_PATHS.extraPages): NavItem => ({
  id: `templates-extra-pages-${id}`,
  type: 'item',
  messageId: `templates.extraPages.nav.${id}`,
  url: TEMPLATE_PATHS.extraPages[id],
});

/** Issue 23's extra pages: about us to timeline, a blog list and post, the profile with its tabs. */
export const extraPagesApp: TemplateApp = {
  id: 'extraPages',
  group: 'pages',
  routes: [
    { path: TEMPLATE_PATHS.extraPages.aboutUs, Component: AboutUsPage, access: user },
    { path: TEMPLATE_PATHS.extraPages.contactUs, Component: ContactUsPage, access: user },
    { path: TEMPLATE_PATHS.extraPages.faq, Component: FaqPage, access: user },
    { path: TEMPLATE_PATHS.extraPages.knowledgeBase, Component: KnowledgeBasePage, access: user },
    { path: TEMPLATE_PATHS.extraPages.portfolio, Component: PortfolioPage, access: user },
    { path: TEMPLATE_PATHS.extraPages.pricing, Component: PricingPage, access: user },
    { path: TEMPLATE_PATHS.extraPages.blog, Component: BlogPage, access: user },
    { path: TEMPLATE_PATHS.extraPages.blogPost, Component: BlogPostPage, access: user },
    { path: TEMPLATE_PATHS.extraPages.account, Component: AccountPage, access: user },
    { path: TEMPLATE_PATHS.extraPages.timeline, Component: TimelinePage, access: user },
  ],
  nav: {
    id: 'templates-extra-pages',
    type: 'collapse',
    messageId: 'templates.extraPages.nav',
    icon: createElement(FileTextOutlined),
    children: [
      item('aboutUs'),
      item('contactUs'),
      item('faq'),
      item('knowledgeBase'),
      item('portfolio'),
      item('pricing'),
      item('blog'),
      item('account'),
      item('timeline'),
    ],
  },
  reducers: { templatesExtraPages: extraPagesReducer },
  loadSaga: () => import('./store/extra-pages-saga'),
  messages,
};

const level = (id: string, path: string): NavItem => ({
  id: `templates-menu-level-${id}`,
  type: 'item',
  messageId: `templates.extraPages.menu.${id}`,
  url: generatePath(TEMPLATE_PATHS.menuLevel.any, { '*': path }),
  exact: true,
});

/** The template's multi-level menu: three nested collapses whose leaves say their level. */
export const menuLevelApp: TemplateApp = {
  id: 'menuLevel',
  group: 'pages',
  routes: [{ path: TEMPLATE_PATHS.menuLevel.any, Component: MenuLevelPage, access: user }],
  nav: {
    id: 'templates-menu-level',
    type: 'collapse',
    messageId: 'templates.extraPages.menu.nav',
    icon: createElement(ApartmentOutlined),
    children: [
      level('item1', 'level-1'),
      {
        id: 'templates-menu-level-menu1',
        type: 'collapse',
        messageId: 'templates.extraPages.menu.menu1',
        children: [
          level('item2', 'level-1/level-2'),
          {
            id: 'templates-menu-level-menu2',
            type: 'collapse',
            messageId: 'templates.extraPages.menu.menu2',
            children: [
              level('item3', 'level-1/level-2/level-3'),
              level('item3b', 'level-1/level-2/level-3-b'),
            ],
          },
        ],
      },
    ],
  },
};
