import { useEffect, type MutableRefObject, type RefObject } from 'react';
import type { Call } from '@phonesheet/shared/contracts';
import type { VirtualListHandle } from '../components/VirtualList';
import type { EntryRowHandle } from '../components/EntryRow';

/**
 * Where the focus goes once the sheet has changed: after a delete, to the row now in the
 * deleted call's place (the next one, or the one before at the end); after an undo, to the
 * restored row. Set before the request, applied when the sheet shows its result.
 */
export type FocusAfter = { gone: string; index: number } | { back: string } | null;

/**
 * Applies `focusAfter` when the sheet's calls change, and returns `backToRow`: back to the row of
 * a call (a dialog it opened has closed).
 */
export function useFocusAfterChange(
  calls: Call[],
  focusAfter: MutableRefObject<FocusAfter>,
  list: RefObject<VirtualListHandle>,
  entry: RefObject<EntryRowHandle>,
) {
  useEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    // From a timer: focusRow draws the row in the same task (flushSync), not from an effect.
    if ('gone' in want && !calls.some((c) => c.id === want.gone)) {
      focusAfter.current = null;
      setTimeout(() => {
        if (calls.length) list.current?.focusRow(Math.min(want.index, calls.length - 1));
        else entry.current?.focus();
      }, 0);
    } else if ('back' in want) {
      const at = calls.findIndex((c) => c.id === want.back);
      if (at < 0) return;
      focusAfter.current = null;
      setTimeout(() => list.current?.focusRow(at), 0);
    }
  }, [calls]); // eslint-disable-line react-hooks/exhaustive-deps
  /** Back to the row of `call` (a dialog it opened has closed). */
  return (call: Call) => {
    const at = calls.findIndex((c) => c.id === call.id);
    if (at >= 0) setTimeout(() => list.current?.focusRow(at), 0);
  };
}
