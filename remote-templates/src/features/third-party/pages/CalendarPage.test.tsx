import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { flush, renderAt, setupStore } from '../../../testing/test-store';
import { selectThirdParty } from '../store/third-party-slice';
import CalendarPage from './CalendarPage';

type Store = ReturnType<typeof setupStore>;
const event = (store: Store, id: number) =>
  selectThirdParty(store.getState() as never).events.find((e) => e.id === id);

async function renderCalendar() {
  const store = setupStore();
  await act(flush);
  await act(() => new Promise((r) => setTimeout(r, 50)));
  renderAt(<CalendarPage />, store);
  await screen.findByTestId('calendar-event-1', {}, { timeout: 10000 });
  return store;
}

test('the form says what is missing and adds nothing until it is fixed', async () => {
  const store = await renderCalendar();
  fireEvent.click(screen.getByTestId('calendar-add'));
  fireEvent.click(await screen.findByTestId('calendar-save'));
  expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('calendar-title'), { target: { value: 'Retro' } });
  expect(screen.queryByText('Enter a title.')).toBeNull();
  fireEvent.click(screen.getByTestId('calendar-save'));
  await waitFor(() => expect(event(store, 11)?.title).toBe('Retro'));
}, 30000);

test('an event opened from the month moves a day later, keeping its hours, and is deleted after confirming', async () => {
  const store = await renderCalendar();
  const before = event(store, 1)!;
  fireEvent.click(screen.getByTestId('calendar-event-1'));
  expect(await screen.findByText('Edit event')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('calendar-day-later'));
  fireEvent.click(screen.getByTestId('calendar-save'));
  await waitFor(() => expect(dayjs(event(store, 1)!.start).diff(before.start, 'hour')).toBe(24));
  expect(dayjs(event(store, 1)!.end).diff(event(store, 1)!.start, 'minute')).toBe(30);

  fireEvent.click(await screen.findByTestId('calendar-event-1'));
  fireEvent.click(await screen.findByTestId('calendar-delete'));
  fireEvent.click(await screen.findByTestId('calendar-delete-confirm'));
  await waitFor(() => expect(event(store, 1)).toBeUndefined());
  await waitFor(() => expect(screen.queryByTestId('calendar-event-1')).toBeNull());
}, 60000);
