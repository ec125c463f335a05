import { lazy } from 'react';
import type { RemoteModule } from '@phonesheet/shared';
import { messages } from '../i18n';

const ListTypePage = lazy(() => import('../features/list-type/pages/ListTypePage'));

const remoteModule: RemoteModule = {
  name: 'templates',
  routes: [{ path: '/list-type/:type', Component: ListTypePage, access: { role: 'user' } }],
  messages,
};

export default remoteModule;
