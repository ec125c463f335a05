import { createElement, lazy, type ComponentType } from 'react';
import type { Reducer } from 'redux';
import type { SagaIterator } from 'redux-saga';
import type { AppRoute, LocaleKey } from '@phonesheet/shared';
import { USER_TEMPLATE_VARIANTS, userTemplatePath, type UserTemplatePage } from '../route-paths';
import type { AuthPageProps, TemplateVariant } from './layout/auth-paths';

/**
 * One feature of the auth remote, as exposes/module.ts assembles them; adding one is adding it
 * to src/auth-features.ts. Features import the kit, never each other.
 */
export type Messages = Record<LocaleKey, Record<string, string>>;

export interface AuthFeature {
  id: string;
  routes?: AppRoute[];
  /** Its parts of the auth state, injected with the module under AUTH_KEY. */
  reducers?: Record<string, Reducer>;
  saga?: () => SagaIterator;
  /** Its texts; the module merges them over the kit's (src/i18n). */
  messages?: Messages;
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

/** The kit's texts with every feature's, per language. */
export function mergeMessages(base: Messages, features: AuthFeature[]): Messages {
  const merged = { ...base };
  for (const locale of Object.keys(merged) as LocaleKey[]) {
    merged[locale] = Object.assign(
      {},
      base[locale],
      ...features.map((feature) => feature.messages?.[locale]),
    );
  }
  return merged;
}
