import type { ReactElement } from 'react';
import { notifyUnauthorized, sharedMessages, ticketUrl, type User } from '@phonesheet/shared';
import { LIVE_KEY, liveReducer, liveSaga } from '@phonesheet/shared/live';
import { createTestStore, renderWithStore as renderWithSharedStore } from '@phonesheet/shared/testing';
import type { Reducer } from 'redux';
import { call } from 'redux-saga/effects';
import remoteModule from '../exposes/module';

/**
 * The one store with this remote's slices and sagas, signed in as `user` (admin by default).
 * `live`: the shell's event stream runs too, as the host installs it (host/src/features/live).
 */
export function setupStore(user: Partial<User> = {}, { live = false }: { live?: boolean } = {}) {
  return createTestStore({
    reducers: { ...remoteModule.reducers, ...(live ? { [LIVE_KEY]: liveReducer as Reducer } : {}) },
    sagas: {
      ...(remoteModule.saga ? { 'phonesheet-test': remoteModule.saga } : {}),
      ...(live
        ? {
            'shell.live': function* shellLive() {
              yield call(liveSaga, { ticketUrl, notifyUnauthorized });
            },
          }
        : {}),
    },
    user,
  });
}

/** Renders with the store and this remote's English texts over shared's. */
export function renderWithStore(ui: ReactElement, store: ReturnType<typeof setupStore>) {
  return renderWithSharedStore(ui, store, { ...sharedMessages.en, ...remoteModule.messages.en });
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
