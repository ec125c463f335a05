import type { TemplateApp } from './app-kit/template-app';
import { todoApp } from './features/todo/app';
import { mailApp } from './features/mail/app';
import { contactApp } from './features/contact/app';
import { scrumBoardApp } from './features/scrum-board/app';
import { chatApp } from './features/chat/app';
import { wallApp } from './features/wall/app';
import { dashboardsApp } from './features/dashboards/app';
import { ecommerceApp } from './features/ecommerce/app';
import { extraPagesApp, menuLevelApp } from './features/extra-pages/app';
import { muiApp } from './features/mui/app';
import { thirdPartyApp } from './features/third-party/app';

/**
 * Every template area; each joins its sidebar group (TemplateApp.group) in this order.
 * Apps: the template's six (mail, to-do, contacts, scrum board, chat, wall); the rest: issue 23's
 * dashboards, pages and galleries.
 */
export const TEMPLATE_APPS: TemplateApp[] = [
  dashboardsApp,
  mailApp,
  todoApp,
  contactApp,
  scrumBoardApp,
  chatApp,
  wallApp,
  ecommerceApp,
  extraPagesApp,
  menuLevelApp,
  muiApp,
  thirdPartyApp,
];
