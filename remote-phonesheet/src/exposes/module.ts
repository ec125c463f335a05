import { createElement, lazy } from 'react';
import { PhoneOutlined, TeamOutlined } from '@ant-design/icons';
import type { RemoteModule } from '@phonesheet/shared';
import { messages } from '../i18n';

const PhoneSheetPage = lazy(() => import('../features/placeholder/pages/PhoneSheetPage'));
const HistoryPage = lazy(() => import('../features/placeholder/pages/HistoryPage'));
const UsersPage = lazy(() => import('../features/placeholder/pages/UsersPage'));

const remoteModule: RemoteModule = {
  name: 'phonesheet',
  routes: [
    { path: '/dashboards/PhoneSheet', Component: PhoneSheetPage, access: { role: 'user' } },
    { path: '/dashboards/PhoneSheetHistory', Component: HistoryPage, access: { role: 'user' } },
    { path: '/dashboards/UserDash', Component: UsersPage, access: { role: 'user' } },
  ],
  navigation: [
    {
      id: 'application',
      type: 'group',
      messageId: 'phonesheet.nav.application',
      children: [
        {
          id: 'phonesheet',
          type: 'item',
          messageId: 'phonesheet.nav.phoneSheet',
          url: '/dashboards/PhoneSheet',
          icon: createElement(PhoneOutlined),
        },
        {
          id: 'users',
          type: 'item',
          messageId: 'phonesheet.nav.users',
          url: '/dashboards/UserDash',
          icon: createElement(TeamOutlined),
        },
      ],
    },
  ],
  messages,
};

export default remoteModule;
