import type { RemoteModule } from '@phonesheet/shared';
import type { RemoteState } from '../app/remote-state';

/** A small remote module the way a real one looks: routes of each access kind, navigation, messages. */
export function testRemote(overrides: Partial<RemoteModule> = {}): RemoteModule {
  const page = (text: string) => () => <h1>{text}</h1>;
  return {
    name: 'phonesheet',
    routes: [
      { path: '/dashboards/PhoneSheet', access: { role: 'user' }, Component: page('Phone sheet screen') },
      { path: '/dashboards/UserDash', access: { role: 'admin' }, Component: page('Users screen') },
      { path: '/subscription', access: 'payment', Component: page('Subscription screen') },
      { path: '/signin', access: 'public-only', Component: page('Sign-in screen') },
      { path: '/my-profile', access: { role: 'user' }, Component: page('My account screen') },
    ],
    navigation: [
      {
        id: 'app',
        type: 'group',
        messageId: 'test.nav.app',
        children: [
          {
            id: 'phoneSheet',
            type: 'item',
            messageId: 'test.nav.phoneSheet',
            url: '/dashboards/PhoneSheet',
            count: 3,
          },
          {
            id: 'users',
            type: 'item',
            messageId: 'test.nav.users',
            url: '/dashboards/UserDash',
            permittedRole: ['admin'],
          },
        ],
      },
    ],
    messages: {
      en: { 'test.nav.app': 'Application', 'test.nav.phoneSheet': 'PhoneSheet', 'test.nav.users': 'Users' },
      zh: { 'test.nav.phoneSheet': '电话表' },
      ar: { 'test.nav.phoneSheet': 'ورقة الهاتف' },
      it: {},
      es: {},
      fr: {},
    },
    ...overrides,
  };
}

export function loaded(module: RemoteModule, version = '1.0.0'): RemoteState {
  return {
    name: module.name,
    manifestUrl: `http://localhost/${module.name}/mf-manifest.json`,
    version,
    status: 'loaded',
    module,
  };
}

export function failed(name: RemoteState['name'], error = 'Failed to fetch manifest'): RemoteState {
  return { name, manifestUrl: `http://localhost/${name}/mf-manifest.json`, status: 'failed', error };
}

/** Listed in remotes.json and not asked for yet: known, nothing of it fetched. */
export function idle(name: RemoteState['name']): RemoteState {
  return { name, manifestUrl: `http://localhost/${name}/mf-manifest.json`, status: 'idle' };
}
