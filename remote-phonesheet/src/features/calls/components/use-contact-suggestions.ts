import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { callsActions, selectPhonesheet } from '../store/calls-slice';

/** Autocomplete from the company's earlier calls; the phone-sheet saga debounces and fetches. */
export function useContactSuggestions() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectPhonesheet).suggestions;
  const search = useCallback((q: string) => dispatch(callsActions.contactsTyped(q)), [dispatch]);
  return { items, search };
}
