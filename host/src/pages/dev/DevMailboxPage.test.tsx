import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, type MockAnswer } from '@phonesheet/shared/testing';
import { renderHost } from '../../testing/render';

const refreshButton = () => screen.getByRole('button', { name: /Refresh/ });

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

  it('shows Refresh as busy while loading, then the empty mailbox; Refresh asks again', async () => {
    let answer: (a: MockAnswer) => void = () => undefined;
    const { calls } = mockFetch(() => new Promise<MockAnswer>((resolve) => (answer = resolve)));
    renderHost({ route: '/dev/mailbox' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(refreshButton()).toHaveClass('ant-btn-loading');
    expect(screen.queryByText('No e-mails have been sent yet.')).not.toBeInTheDocument();

    answer({ status: 200, body: { data: [] } });
    expect(await screen.findByText('No e-mails have been sent yet.')).toBeInTheDocument();
    expect(refreshButton()).not.toHaveClass('ant-btn-loading');

    fireEvent.click(refreshButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(refreshButton()).toHaveClass('ant-btn-loading');
    answer({ status: 200, body: { data: [] } });
    await waitFor(() => expect(refreshButton()).not.toHaveClass('ant-btn-loading'));
  });

  it('says the mailbox is disabled when the endpoint is missing', async () => {
    mockFetch(() => ({ status: 404, body: { msg: 'Not found' } }));
    renderHost({ route: '/dev/mailbox' });
    expect(
      await screen.findByText('The development mailbox is disabled on this server.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the mailbox cannot be read", async () => {
    mockFetch(() => ({ status: 500, body: { msg: 'Database down' } }));
    renderHost({ route: '/dev/mailbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(screen.queryByText('No e-mails have been sent yet.')).not.toBeInTheDocument();
  });
});
