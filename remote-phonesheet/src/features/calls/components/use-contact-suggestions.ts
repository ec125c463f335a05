import { useEffect, useRef, useState } from 'react';
import type { ContactSuggestion } from '@phonesheet/shared/contracts';
import { callsApi } from '../api';

/**
 * Autocomplete from the company's earlier calls, debounced. Kept as local component state: the
 * suggestions are throw-away typing aids, not application state worth a store slice.
 */
export function useContactSuggestions(delayMs = 200) {
  const [items, setItems] = useState<ContactSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (q: string) => {
    latest.current = q;
    clearTimeout(timer.current);
    if (q.trim().length < 2) {
      setItems([]);
      return;
    }
    timer.current = setTimeout(() => {
      callsApi
        .contacts(q)
        .then((list) => latest.current === q && setItems(list))
        .catch(() => setItems([]));
    }, delayMs);
  };
  return { items, search };
}
