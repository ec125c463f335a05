import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderInHost } from '../../testing/render';
import { RemotesPage } from './RemotesPage';

const STATUS = {
  environment: 'production',
  remotes: [
    {
      remote: 'billing',
      live: '1.0.0+aaaa',
      last: {
        action: 'promote',
        by: 'ops@example.com',
        at: '2026-12-06T08:00:00Z',
        from: null,
        to: '1.0.0+aaaa',
      },
      versions: [
        {
          version: '1.0.0+aaaa',
          contract: '1.0.0',
          commit: '0123456789abcdef',
          builtAt: '2026-12-05T10:00:00Z',
        },
        {
          version: '1.0.1+bbbb',
          contract: '1.0.0',
          commit: 'fedcba9876543210',
          builtAt: '2026-12-06T07:00:00Z',
        },
      ],
    },
  ],
  loadFailures: [
    {
      remote: 'billing',
      version: '2.0.0+cccc',
      kind: 'refused',
      lastReason: 'refused: module contract 2.0.0',
      failures: 3,
      lastAt: '2026-12-06T08:05:00Z',
    },
  ],
};

test('an operator sees live versions, this browser’s refusal reason and load failures, and promotes a version', async () => {
  const { calls } = mockFetch((call) =>
    call.path === '/operators/remotes'
      ? { status: 200, body: { data: STATUS } }
      : { status: 200, body: { msg: 'ok' } },
  );
  const refused = {
    name: 'billing' as const,
    manifestUrl: 'x',
    status: 'failed' as const,
    error: 'refused: module contract 2.0.0, the host runs 1.0.0',
  };
  renderInHost(<RemotesPage />, { session: {}, remotes: [refused] });
  const row = (await screen.findByText('billing')).closest('tr')!;
  expect(within(row).getByText('1.0.0+aaaa')).toBeInTheDocument();
  expect(within(row).getByText('refused: module contract 2.0.0, the host runs 1.0.0')).toBeInTheDocument();
  expect(screen.getByText(/3 failures/)).toBeInTheDocument();

  fireEvent.click(within(row).getByRole('button', { name: /expand row/i }));
  fireEvent.click(await screen.findByRole('button', { name: 'Promote' }));
  await waitFor(() =>
    expect(calls.find((c) => c.path.includes('/promote'))).toMatchObject({
      path: '/operators/remotes/billing/promote',
      body: { version: '1.0.1+bbbb' },
    }),
  );
});

test('anyone else gets the 403 page', async () => {
  mockFetch(() => ({ status: 403, body: { msg: 'You are not authorized for this page' } }));
  renderInHost(<RemotesPage />, { session: {} });
  expect(await screen.findByText('Operators only')).toBeInTheDocument();
});
