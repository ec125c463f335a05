import { fireEvent, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { planLimitMessage, planLimitOf, type LimitKind } from '../contracts/billing';
import { sharedMessages } from '../i18n';
import { registerNavigator } from '../navigation';
import { createTestStore, renderWithStore } from '../testing';
import { PlanLimitNotice } from './PlanLimitNotice';

const seats = planLimitOf({
  msg: 'Your Basic plan allows 2 users. Upgrade your plan to add more.',
  limit: 'seats',
  planId: 'basic',
  planName: 'Basic',
  allowed: 2,
  upgrade: '/dashboards/subscription',
});

describe('planLimitOf', () => {
  it('reads a plan-limit 402 body and nothing else', () => {
    expect(seats).toMatchObject({ limit: 'seats', planName: 'Basic', allowed: 2 });
    expect(planLimitOf({ msg: 'Only an administrator can do this' })).toBeNull();
    expect(planLimitOf({ msg: 'x', limit: 'seats' })).toBeNull(); // no upgrade link: the invitee's text
    expect(planLimitOf(null)).toBeNull();
  });
});

describe('<PlanLimitNotice />', () => {
  it('says in English exactly what the server says, for every limit and count', () => {
    const intl = createIntl({ locale: 'en', messages: sharedMessages.en });
    const cases: Array<[LimitKind, number | null]> = [
      ['seats', 1],
      ['seats', 2],
      ['desks', 1],
      ['desks', 3],
      ['history', 7],
      ['export', null],
    ];
    for (const [kind, n] of cases)
      expect(intl.formatMessage({ id: `common.planLimit.${kind}` }, { plan: 'Basic', allowed: n ?? 0 })).toBe(
        planLimitMessage(kind, 'Basic', n),
      );
  });

  it('offers an administrator the upgrade, which opens the subscription page', () => {
    const go = jest.fn();
    const unregister = registerNavigator(go);
    const onClose = jest.fn();
    renderWithStore(
      <PlanLimitNotice limit={seats!} onClose={onClose} />,
      createTestStore({ user: { userType: 'Admin' } }),
      sharedMessages.en,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your Basic plan allows 2 users. Upgrade your plan to add more.',
    );
    expect(screen.queryByText('Ask your administrator to upgrade the plan.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade plan' }));
    expect(go).toHaveBeenCalledWith('/dashboards/subscription', undefined);
    expect(onClose).toHaveBeenCalled();
    unregister();
  });

  it('tells anyone else to ask their administrator, without an upgrade button, in their language', () => {
    renderWithStore(
      <PlanLimitNotice limit={{ ...seats!, limit: 'export', allowed: null }} />,
      createTestStore({ user: { userType: 'User' } }),
      sharedMessages.fr,
      'fr',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "L'export CSV ne fait pas partie de votre formule Basic. Passez à une formule supérieure pour exporter.",
    );
    expect(
      screen.getByText('Demandez à votre administrateur de passer à une formule supérieure.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
