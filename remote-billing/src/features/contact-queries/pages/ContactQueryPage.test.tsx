import { screen } from '@testing-library/react';
import { renderBilling } from '../../../testing/render';
import { mockFetch } from '@phonesheet/shared/testing';
import ContactQueryPage from './ContactQueryPage';

test('operators see the messages; anyone else gets the 403 page', async () => {
  mockFetch(() => ({
    status: 200,
    body: {
      data: [
        {
          _id: 1,
          name: 'Visitor',
          email: 'v@example.com',
          phone: null,
          message: 'Android app?',
          companyName: null,
          createdAt: '2030-01-15T12:00:00Z',
        },
      ],
    },
  }));
  const view = renderBilling(<ContactQueryPage />, { at: '/apps/contactQuery' });
  expect(await screen.findByText('Android app?')).toBeInTheDocument();
  view.unmount();
  mockFetch(() => ({ status: 403, body: { msg: 'You are not authorized for this page' } }));
  renderBilling(<ContactQueryPage />, { at: '/apps/contactQuery' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeInTheDocument();
  expect(screen.getByText('You are not authorized for this page')).toBeInTheDocument();
});
