import { screen } from '@testing-library/react';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderHost } from '../../testing/render';

describe('development mailbox', () => {
  it('lists the mails newest first', async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        data: [
          {
            to: 'old@example.com',
            subject: 'Older mail',
            text: 'a',
            html: '',
            createdAt: '2025-01-01T10:00:00.000Z',
          },
          {
            to: 'new@example.com',
            subject: 'Your security code',
            text: 'Code 123456',
            html: '<p>Code</p>',
            createdAt: '2025-02-01T10:00:00.000Z',
          },
        ],
      },
    }));
    renderHost({ route: '/dev/mailbox' });
    const newer = await screen.findByText('Your security code');
    const older = screen.getByText('Older mail');
    expect(newer.compareDocumentPosition(older) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/To: new@example.com/)).toBeInTheDocument();
  });

  it('says the mailbox is disabled when the endpoint is missing', async () => {
    mockFetch(() => ({ status: 404, body: { msg: 'Not found' } }));
    renderHost({ route: '/dev/mailbox' });
    expect(
      await screen.findByText('The development mailbox is disabled on this server.'),
    ).toBeInTheDocument();
  });
});
