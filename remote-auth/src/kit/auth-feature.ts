import { createElement, lazy, type ComponentType } from 'react';
import type { AppRoute, RemoteFeature } from '@phonesheet/shared';
import { USER_TEMPLATE_VARIANTS, userTemplatePath, type UserTemplatePage } from '../route-paths';
import type { AuthPageProps, TemplateVariant } from './layout/auth-paths';

/**
 * One feature of the auth remote, as exposes/module.ts assembles them; adding one is adding it
 * to src/auth-features.ts. Features import the kit, never each other.
 */
export interface AuthFeature extends Omit<RemoteFeature, 'messages'> {
  /** Its texts in English; the other languages are fetched when chosen (auth-features.ts). */
  messages?: Record<string, string>;
  /** Components it lends the host's slots. */
  slots?: Record<string, ComponentType>;
}

type PageModule = { default: ComponentType<AuthPageProps> };

/** A lazily loaded page, optionally in one of the template layouts. */
export function page(load: () => Promise<PageModule>, template?: TemplateVariant): ComponentType {
  return lazy(async () => {
    const { default: Page } = await load();
    const Variant = () => createElement(Page, { template });
    Variant.displayName = `${Page.name || 'Page'}${template ? template : ''}`;
    return { default: Variant };
  });
}

export const signedIn = { role: 'user' } as const;

/** /user/<name>-1 (centred card) and -2 (split screen): the same forms in the template layouts. */
export function templateRoutes(name: UserTemplatePage, load: () => Promise<PageModule>): AppRoute[] {
  return USER_TEMPLATE_VARIANTS.map((variant) => ({
    path: userTemplatePath(name, variant),
    Component: page(load, variant),
    access: signedIn,
  }));
}
