import { act, fireEvent, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { sharedMessages, type LocaleKey } from '@phonesheet/shared';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderWithStore as renderWithSharedStore } from '@phonesheet/shared/testing';
import PhoneSheetRoute from '../exposes/PhoneSheetRoute';
import { loadMessages, messages } from '../i18n';
import { setupStore } from './test-store';
import { sampleCall } from './calls';

// The phone-sheet page as the remote routes it, with three of today's calls, for the page tests.

export const sheetStatuses = [
  { id: 's1', key: 'toReturn', name: 'To return', open: true, color: '#fa541c', order: 0, retired: false },
  { id: 's2', key: 'returned', name: 'Returned', open: false, color: '#52c41a', order: 1, retired: false },
  { id: 's3', key: 'leftWord', name: 'Left word', open: true, color: '#faad14', order: 2, retired: false },
  { id: 's5', key: 'spoke', name: 'Spoke', open: false, color: '#13c2c2', order: 4, retired: false },
  { id: 's6', key: 'noAnswer', name: 'No answer', open: true, color: '#8c8c8c', order: 5, retired: false },
];
export const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
/** Today's calls, newest first: the sheet's order. */
export const sheetCalls = ['Ada', 'Grace', 'Linus'].map((name, i) =>
  sampleCall({ id: `c${i + 1}`, contactName: name, occurredAt: at(i + 1), createdAt: at(i + 1) }),
);

type Routes = Parameters<typeof mockFetch>[0] & object;

/**
 * The sheet page with three calls; `extra` answers the writes a test makes. In a language other
 * than English its texts are fetched first and the page is drawn in that language's direction,
 * as the shell draws it.
 */
export async function openSheetIn(locale: LocaleKey, extra: Routes = {}) {
  await loadMessages(locale);
  return openSheet(extra, locale);
}

/** The sheet page in English (or `locale`, its texts already loaded); `extra` answers writes. */
export function openSheet(extra: Routes = {}, locale: LocaleKey = 'en') {
  const fetched = mockFetch({
    'GET /api/v1/calls/sheet': {
      body: { data: { from: at(600), to: at(-600), rolledOver: [], today: sheetCalls } },
    },
    'GET /api/v1/statuses': { body: { data: sheetStatuses } },
    'GET /api/v1/user/list': { body: { data: [] } },
    'GET /api/v1/contacts': { body: { data: [] } },
    ...extra,
  });
  const texts = { ...sharedMessages.en, ...messages.en, ...sharedMessages[locale], ...messages[locale] };
  renderWithSharedStore(
    <ConfigProvider direction={locale === 'ar' ? 'rtl' : 'ltr'}>
      <MemoryRouter initialEntries={['/dashboards/PhoneSheet']}>
        <PhoneSheetRoute />
      </MemoryRouter>
    </ConfigProvider>,
    setupStore(),
    texts,
    locale,
  );
  return fetched;
}

/** The list's row showing call `id` (its box, which takes the focus). */
export const rowOf = (id: string) =>
  document.querySelector(`[data-call-id="${id}"]`)?.closest<HTMLElement>('[role="row"]') ?? null;
/** The call shown by the row that holds the focus. */
export const focusedCall = () =>
  document.activeElement
    ?.closest('[role="row"]')
    ?.querySelector('[data-call-id]')
    ?.getAttribute('data-call-id');

export async function focusRow(id: string) {
  await waitFor(() => expect(rowOf(id)).not.toBeNull());
  act(() => rowOf(id)!.focus());
  expect(focusedCall()).toBe(id);
}

/** A key as a browser sends it (antd's dialog reads the key code). */
const KEY_CODES: Record<string, number> = { Escape: 27, Enter: 13, Delete: 46, Backspace: 8 };
export const press = (key: string) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });
  });
