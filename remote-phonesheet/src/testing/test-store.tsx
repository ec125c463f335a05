import type { ReactElement } from 'react';
import { sharedMessages, type User } from '@phonesheet/shared';
import { createTestStore, renderWithStore as renderWithSharedStore } from '@phonesheet/shared/testing';
import remoteModule from '../exposes/module';
import en from '../i18n/en.json';

/** The one store with this remote's slices and sagas, signed in as `user` (admin by default). */
export function setupStore(user: Partial<User> = {}) {
  return createTestStore({
    reducers: remoteModule.reducers,
    sagas: remoteModule.saga ? { 'phonesheet-test': remoteModule.saga } : {},
    user,
  });
}

/** Renders with the store and this remote's English texts over shared's. */
export function renderWithStore(ui: ReactElement, store: ReturnType<typeof setupStore>) {
  return renderWithSharedStore(ui, store, { ...sharedMessages.en, ...en });
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
