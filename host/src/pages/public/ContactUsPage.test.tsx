import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderHost } from '../../testing/render';

// A form field by its label's start (the brand link "Phone Sheet, Home" starts like "Phone").
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByText('Send message'));

describe('contact us', () => {
  it('shows the catalogue texts for missing fields and sends nothing', async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: {} }));
    renderHost({ route: '/contact-us' });
    await screen.findByText('Send message');
    send();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('rejects a bad e-mail and a bad phone number', async () => {
    renderHost({ route: '/contact-us' });
    await screen.findByText('Send message');
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(field('Phone'), { target: { value: 'call me' } });
    send();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Phone number is not valid')).toBeInTheDocument();
  });

  it("posts the form, shows the server's message and clears the form", async () => {
    const { calls } = mockFetch(() => ({
      status: 201,
      body: { msg: 'Thanks for contacting us, we will get back to you soon' },
    }));
    renderHost({ route: '/contact-us' });
    await screen.findByText('Send message');
    fireEvent.change(field('Name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(field('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(field('Message'), { target: { value: 'Do you offer team plans?' } });
    send();

    expect(
      await screen.findByText('Thanks for contacting us, we will get back to you soon'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Ann Lee', email: 'ann@example.com', message: 'Do you offer team plans?' },
    });
    expect(calls[0].url).toMatch(/\/contact-us$/);
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Message').value).toBe('');
  });
});
