import type { TemplateApp } from './app-kit/template-app';
import { todoApp } from './features/todo/app';
import { mailApp } from './features/mail/app';
import { contactApp } from './features/contact/app';
import { scrumBoardApp } from './features/scrum-board/app';
import { chatApp } from './features/chat/app';
import { wallApp } from './features/wall/app';

/** SPEC.md §2 "Apps": the template's six apps, in the sidebar's order. */
export const TEMPLATE_APPS: TemplateApp[] = [mailApp, todoApp, contactApp, scrumBoardApp, chatApp, wallApp];
