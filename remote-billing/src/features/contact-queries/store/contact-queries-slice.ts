import { createAction, createReducer, resetCachedSlices } from '@phonesheet/shared';
import type { ContactQuery } from '@phonesheet/shared/contracts';
import { billingPartSelector } from '../../../kit/billing-state';

export interface ContactQueriesState {
  status: 'idle' | 'loading' | 'loaded' | 'forbidden' | 'failed';
  items: ContactQuery[];
  error: string | null;
}

export const initialContactQueriesState: ContactQueriesState = { status: 'idle', items: [], error: null };

export const contactQueriesActions = {
  requested: createAction('billing/contactQueries/requested'),
  loaded: createAction<ContactQuery[]>('billing/contactQueries/loaded'),
  forbidden: createAction('billing/contactQueries/forbidden'),
  failed: createAction<string>('billing/contactQueries/failed'),
};

export const contactQueriesReducer = createReducer<ContactQueriesState>(initialContactQueriesState, (on) => [
  on(contactQueriesActions.requested, (state) => ({ ...state, status: 'loading', error: null })),
  on(contactQueriesActions.loaded, (_state, items) => ({ status: 'loaded', items, error: null })),
  on(contactQueriesActions.forbidden, () => ({ status: 'forbidden', items: [], error: null })),
  on(contactQueriesActions.failed, (state, error) => ({ ...state, status: 'failed', error })),
  on(resetCachedSlices, () => initialContactQueriesState),
]);

export const selectContactQueries = billingPartSelector<'contactQueries', ContactQueriesState>(
  'contactQueries',
);
