import type { TemplateApp } from '../../app-kit/template-app';
import { messages } from './i18n';

/** Being built (issue 22): routes, navigation entry, slices and saga of this app. */
export const contactApp: TemplateApp = {
  id: 'contact',
  routes: [],
  messages,
};
