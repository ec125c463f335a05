import { createElement } from 'react';
import { BarChartOutlined, HistoryOutlined, PhoneOutlined, TeamOutlined } from '@ant-design/icons';
import type { NavItem } from '@phonesheet/shared';
import { PHONESHEET_PATHS } from '../route-paths';

// This remote's sidebar entries, owned here: the module (exposes/module.ts) takes them from this
// file, and the host bundles it at build time, as it does route-paths.ts, so the entries show on
// every signed-in page without this remote being loaded (a page loads only the remotes it
// draws). Data and three icons, none of the remote's code; their texts are ./messages.ts.

export const NAVIGATION: NavItem[] = [
  {
    id: 'application',
    type: 'group',
    messageId: 'phonesheet.nav.application',
    children: [
      {
        id: 'phonesheet',
        type: 'item',
        messageId: 'phonesheet.nav.phoneSheet',
        url: PHONESHEET_PATHS.phoneSheet,
        icon: createElement(PhoneOutlined),
        order: 10,
      },
      {
        id: 'history',
        type: 'item',
        messageId: 'phonesheet.nav.history',
        url: PHONESHEET_PATHS.history,
        icon: createElement(HistoryOutlined),
        order: 20,
      },
      {
        id: 'users',
        type: 'item',
        messageId: 'phonesheet.nav.users',
        url: PHONESHEET_PATHS.users,
        icon: createElement(TeamOutlined),
        order: 30,
      },
      {
        id: 'reports',
        type: 'item',
        messageId: 'phonesheet.nav.reports',
        url: PHONESHEET_PATHS.reports,
        icon: createElement(BarChartOutlined),
        order: 25,
      },
    ],
  },
];
