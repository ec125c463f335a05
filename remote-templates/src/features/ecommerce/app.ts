import type { TemplateApp } from '../../app-kit/template-app';
import { messages } from './i18n';

/** Being built (issue 23): routes, navigation entry, slices and saga of this area. */
export const ecommerceApp: TemplateApp = {
  id: 'ecommerce',
  routes: [],
  messages,
};
