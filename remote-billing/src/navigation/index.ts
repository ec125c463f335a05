import { createElement } from 'react';
import { CreditCardOutlined } from '@ant-design/icons';
import type { NavItem } from '@phonesheet/shared';
import { BILLING_PATHS } from '../route-paths';

// This remote's sidebar entry, owned here: the module (exposes/module.ts) takes it from this
// file, and the host bundles it at build time, as it does route-paths.ts, so it shows on every
// signed-in page without this remote being loaded. Admins only: they buy and change the plan.
// Its text is ./messages.ts.

export const NAVIGATION: NavItem[] = [
  {
    id: 'application',
    type: 'group',
    messageId: 'billing.nav.application',
    children: [
      {
        id: 'subscription',
        type: 'item',
        messageId: 'billing.nav.subscription',
        url: BILLING_PATHS.subscriptionDetails,
        icon: createElement(CreditCardOutlined),
        permittedRole: ['admin'],
        order: 40,
      },
    ],
  },
];
