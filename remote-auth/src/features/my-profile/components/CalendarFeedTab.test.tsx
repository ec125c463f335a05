// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderWithApp } from '../../../testing/render';
import { buttonByText } from '../../../testing/queries';
import { CalendarFeedTab } from './CalendarFeedTab';

const OLD = '/calendar-feed/OLDtokenOLDtokenOLDtokenOLDtokenOLDtokenOLDto.ics';
const NEW = '/calendar-feed/NEWtokenNEWtokenNEWtokenNEWtokenNEWtokenNEWto.ics';
const feed = (path: string) => ({
  status: 200,
  body: { data: { path, rotatedAt: '2026-11-28T08:00:00.000Z' } },
});
const urlInput = () => screen.getByLabelText('Your private feed link') as HTMLInputElement;

describe('Calendar feed card', () => {
  const writeText = jest.fn<Promise<void>, [string]>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('shows the full link read-only, with help for Google, Outlook and Apple, and copies it', async () => {
    mockFetch({ 'GET /api/v1/calendar-feed/link': feed(OLD) });
    renderWithApp(<CalendarFeedTab />, { user: {} });
    await waitFor(() => expect(urlInput()).toHaveValue(`http://localhost/api/v1${OLD}`));
    expect(urlInput()).toHaveAttribute('readonly');
    expect(urlInput()).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/Google Calendar:/)).toBeInTheDocument();
    expect(screen.getByText(/Outlook:/)).toBeInTheDocument();
    expect(screen.getByText(/Apple Calendar:/)).toBeInTheDocument();
    // Keyboard: the copy button works with Enter.
    buttonByText('Copy link').focus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(`http://localhost/api/v1${OLD}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('rotates only once confirmed, and shows the new link at once', async () => {
    const { callsTo } = mockFetch({
      'GET /api/v1/calendar-feed/link': feed(OLD),
      'POST /api/v1/calendar-feed/rotate': feed(NEW),
    });
    renderWithApp(<CalendarFeedTab />, { user: {} });
    await waitFor(() => expect(urlInput()).toHaveValue(`http://localhost/api/v1${OLD}`));
    fireEvent.click(buttonByText('Rotate link'));
    expect(await screen.findByText('Make a new link?')).toBeInTheDocument();
    fireEvent.click(buttonByText('Cancel'));
    expect(callsTo('POST', '/calendar-feed/rotate')).toHaveLength(0);
    fireEvent.click(buttonByText('Rotate link'));
    await waitFor(() => expect(screen.getAllByText('Rotate').length).toBeGreaterThan(0));
    fireEvent.click(buttonByText(/^Rotate$/));
    await waitFor(() => expect(urlInput()).toHaveValue(`http://localhost/api/v1${NEW}`));
    expect(callsTo('POST', '/calendar-feed/rotate')).toHaveLength(1);
    expect(callsTo('GET', '/calendar-feed/link')).toHaveLength(1);
  });

  it('says why the link could not load, and tries again', async () => {
    mockFetch({
      'GET /api/v1/calendar-feed/link': [{ status: 500, body: { msg: 'Something went wrong' } }, feed(OLD)],
    });
    renderWithApp(<CalendarFeedTab />, { user: {} });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fireEvent.click(buttonByText('Try again'));
    await waitFor(() => expect(urlInput()).toHaveValue(`http://localhost/api/v1${OLD}`));
  });

  it('selects the link when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    mockFetch({ 'GET /api/v1/calendar-feed/link': feed(OLD) });
    renderWithApp(<CalendarFeedTab />, { user: {} });
    await waitFor(() => expect(urlInput()).toHaveValue(`http://localhost/api/v1${OLD}`));
    fireEvent.click(buttonByText('Copy link'));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
  });
});
