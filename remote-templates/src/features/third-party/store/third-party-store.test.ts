import { act, waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { flush, setupStore } from '../../../testing/test-store';
import { calendarApi } from '../api';
import { moveEvent } from '../calendar/event-rules';
import { selectThirdParty, thirdPartyActions as A } from './third-party-slice';

type Store = ReturnType<typeof setupStore>;
const state = (store: Store) => selectThirdParty(store.getState() as never);
const toasts = (store: Store) => selectToasts(store.getState() as never).map((t) => t.messageId);

async function loaded() {
  const store = setupStore();
  await act(flush);
  await act(() => new Promise((r) => setTimeout(r, 50)));
  act(() => {
    store.dispatch(A.eventsRequested());
  });
  await waitFor(() => expect(state(store).eventsLoaded).toBe(true));
  return store;
}

test('a dropped event shows at its new time at once, is saved, and says so', async () => {
  const store = await loaded();
  const first = state(store).events.find((e) => e.id === 1)!;
  const moved = moveEvent(first, new Date(Date.parse(first.start) + 2 * 86_400_000));
  act(() => {
    store.dispatch(A.updateRequested({ event: moved, moved: true }));
  });
  expect(state(store).events.find((e) => e.id === 1)?.start).toBe(moved.start);
  await waitFor(() => expect(toasts(store)).toContain('templates.thirdParty.toast.moved'));
  const saved = (await calendarApi.list()).data.find((e) => e.id === 1)!;
  expect(saved.start).toBe(moved.start);
  expect(Date.parse(saved.end) - Date.parse(saved.start)).toBe(
    Date.parse(first.end) - Date.parse(first.start),
  );
});

test('a refused save puts the saved list back and says the event was not saved', async () => {
  const store = await loaded();
  const first = state(store).events.find((e) => e.id === 1)!;
  act(() => {
    store.dispatch(A.updateRequested({ event: { ...first, title: '', start: '2030-01-01T00:00:00.000Z' } }));
  });
  await waitFor(() => expect(toasts(store)).toContain('templates.thirdParty.toast.refused'));
  await waitFor(() => expect(state(store).events.find((e) => e.id === 1)?.start).toBe(first.start));
});

test('adding and deleting an event', async () => {
  const store = await loaded();
  act(() => {
    store.dispatch(
      A.createRequested({
        title: 'Offsite',
        kind: 'travel',
        allDay: true,
        start: '2030-05-01T00:00:00.000Z',
        end: '2030-05-02T00:00:00.000Z',
      }),
    );
  });
  await waitFor(() => expect(state(store).events.find((e) => e.title === 'Offsite')?.id).toBe(11));
  expect(toasts(store)).toContain('templates.thirdParty.toast.added');
  act(() => {
    store.dispatch(A.deleteRequested(11));
  });
  await waitFor(() => expect(toasts(store)).toContain('templates.thirdParty.toast.deleted'));
  expect(state(store).events.some((e) => e.id === 11)).toBe(false);
  expect((await calendarApi.list()).data).toHaveLength(10);
});

test('the editor document is kept in the slice', async () => {
  const store = await loaded();
  act(() => {
    store.dispatch(A.editorChanged('<p>kept</p>'));
  });
  expect(state(store).editorHtml).toBe('<p>kept</p>');
});
