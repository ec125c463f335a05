import { act, screen } from '@testing-library/react';
import type { Call } from '@phonesheet/shared/contracts';
import { ChangesDrawer } from './ChangesDrawer';
import { callsActions as A } from '../store/calls-slice';
import { renderWithStore, setupStore } from '../../../testing/test-store';
import { mockFetch } from '@phonesheet/shared/testing';

const call = { id: 'c1', contactName: 'Ada', phoneDisplay: '(212) 555-0100' } as Call;

test('shows who changed what, titled with the contact', async () => {
  mockFetch({
    'GET /api/v1/calls/c1/changes': {
      body: {
        data: [
          {
            field: 'created',
            from: null,
            to: null,
            userId: 'u2',
            userName: 'Bo Chen',
            at: '2026-01-02T10:00:00Z',
            version: 1,
          },
        ],
      },
    },
  });
  const store = setupStore();
  renderWithStore(<ChangesDrawer statuses={[]} />, store);
  act(() => {
    store.dispatch(A.changesOpened(call));
  });
  expect(await screen.findByText('Bo Chen')).toBeInTheDocument();
  expect(screen.getByText('Logged')).toBeInTheDocument();
  expect(screen.getByText('Changes to the call with Ada')).toBeInTheDocument();
});

test('a failed load shows its message', async () => {
  mockFetch({ 'GET /api/v1/calls/c1/changes': { status: 404, body: { msg: 'Call not found' } } });
  const store = setupStore();
  renderWithStore(<ChangesDrawer statuses={[]} />, store);
  act(() => {
    store.dispatch(A.changesOpened(call));
  });
  expect(await screen.findByText('Call not found')).toBeInTheDocument();
});
