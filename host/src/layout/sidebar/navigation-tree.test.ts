import type { NavItem } from '@phonesheet/shared';
import { activeTrail } from './navigation-tree';

const apps: NavItem[] = [
  {
    id: 'templates-apps',
    type: 'group',
    children: [
      { id: 'mail', type: 'item', url: '/apps/mail/inbox', match: '/apps/mail' },
      { id: 'chat', type: 'item', url: '/apps/chat' },
    ],
  },
];

describe('activeTrail', () => {
  it('marks an entry active on every path under its match prefix, not only under its url', () => {
    expect(activeTrail(apps, '/apps/mail/inbox').selected).toBe('mail');
    expect(activeTrail(apps, '/apps/mail/starred/12').selected).toBe('mail');
    expect(activeTrail(apps, '/apps/mail/label/work').selected).toBe('mail');
  });

  it('does not match a path that only starts with the same letters', () => {
    expect(activeTrail(apps, '/apps/mailbox').selected).toBeUndefined();
    expect(activeTrail(apps, '/apps/chat').selected).toBe('chat');
  });
});
