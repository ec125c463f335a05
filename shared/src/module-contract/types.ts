import type { ComponentType, ReactNode } from 'react';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';

/** A remote's own antd providers around what the host renders of it (ui/antd-frame.tsx builds one). */
export type AntdFrame = ComponentType<{ children: ReactNode }>;

/** The six language keys of the app. */
export type LocaleKey = 'en' | 'zh' | 'ar' | 'it' | 'es' | 'fr';

export type Role = 'user' | 'admin';

/**
 * Who may open a route:
 * - 'public-only': signed-out users only; signed-in users go to the default signed-in path;
 * - 'payment': signed-in users, rendered without the application shell (/subscription, /payment);
 * - 'public': anyone, signed in or not, without the shell (error pages, verify-account, mailbox);
 * - { role }: signed-in users whose role is permitted (admin also passes 'user').
 */
export type Access = 'public-only' | 'payment' | 'public' | { role: Role };

export interface AppRoute {
  /** react-router path, e.g. '/signin' or '/apps/todo/:folder/:id?'. */
  path: string;
  /** Usually React.lazy(() => import('../features/x/pages/XPage')). */
  Component: ComponentType;
  access: Access;
}

/** One entry of the sidebar (a group when it has children). */
export interface NavItem {
  id: string;
  type: 'group' | 'collapse' | 'item' | 'divider';
  /** i18n key of the label. */
  messageId?: string;
  url?: string;
  exact?: boolean;
  /** The path prefix that marks the entry active, when wider than `url` ('/apps/mail' for '/apps/mail/inbox'). */
  match?: string;
  icon?: ReactNode;
  count?: number;
  color?: string;
  /** When set, the entry is hidden from users whose role is not listed. */
  permittedRole?: Role[];
  /** Its place among the entries of its group from every remote (lower first; none: after those). */
  order?: number;
  children?: NavItem[];
}

/**
 * One feature of a remote, as its exposed module assembles them (remote-auth and remote-billing
 * list theirs in `<remote>-features.ts`): its routes, its slices and saga, its texts.
 */
export interface RemoteFeature {
  id: string;
  routes?: AppRoute[];
  /** Its parts of the remote's state, injected with the module. */
  reducers?: Record<string, Reducer>;
  saga?: Saga;
  /** Its texts; the remote merges them over its own (`mergeCatalogues`). */
  messages?: Record<LocaleKey, Record<string, string>>;
}

/** The one default export of every remote's `./module`: what the host mounts. */
export interface RemoteModule {
  name: 'auth' | 'billing' | 'phonesheet' | 'templates';
  routes: AppRoute[];
  navigation?: NavItem[];
  /** Injected into the one store before the first render. */
  reducers?: Record<string, Reducer>;
  /** Run once, however often the module is injected. */
  saga?: Saga;
  /**
   * One flat catalogue per locale; keys are namespaced ('auth.signin.title'). English always
   * holds every key (the fallback); with `loadMessages`, another language is empty until fetched.
   */
  messages: Record<LocaleKey, Record<string, string>>;
  /**
   * Fetches the catalogue of `locale` into `messages` (once), so a page downloads one language of
   * the remote, not six. The host calls it before the remote's routes show and before a language
   * switch shows; a remote that ships every language has none.
   */
  loadMessages?: (locale: LocaleKey) => Promise<void>;
  /**
   * Components a remote offers to other parts of the app without anyone importing it.
   * The host collects them and hands them out by name through `useSlot(name)`,
   * e.g. billing's 'myProfile.subscriptionTab' shown inside auth's My Account.
   */
  slots?: Record<string, ComponentType>;
  /**
   * The remote's own antd providers (`createAntdFrame`): the host renders the remote's routes
   * and slots inside it, so its components get the settings' theme, locale and direction.
   */
  Frame?: AntdFrame;
}
