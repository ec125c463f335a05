import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import type { VirtualListHandle } from '../components/VirtualList';
import { moveTarget, nextStatus, pageAction, placeOf, rowAction } from './keymap';

interface RowKeyOptions {
  list: RefObject<VirtualListHandle | null>;
  /** The sheet's calls in the list's order. */
  calls: readonly Call[];
  statuses: readonly CallStatus[];
  /** The user may change `call` (its desk is theirs to work on): else no key edits it. */
  mayChange(call: Call): boolean;
  /** A key that would change a call the user may not change. */
  onReadOnly(call: Call): void;
  onStatus(call: Call, status: CallStatus): void;
  onCallBack(call: Call): void;
  /** Delete or Backspace on a row: ask, then delete (`index` is the row's place). */
  onDelete(call: Call, index: number): void;
  /** Esc on a row: back to the entry row. */
  onEntry(): void;
}

/**
 * The keys of the list's rows (`rowAction`), for `VirtualList`'s `onRowKeyDown`: moving between
 * rows, Enter to edit, `s` for the status, `c` to call back, Delete or Backspace to delete, Esc out. Stable: it reads the
 * latest options when a key comes.
 */
export function useRowKeys(options: RowKeyOptions) {
  const latest = useRef(options);
  latest.current = options;
  // A status change under way (the call and its version): another `s` before the answer would
  // send the same version again, and the server would answer with a conflict.
  const pending = useRef<{ id: string; version: number } | null>(null);
  return useCallback((event: KeyboardEvent<HTMLElement>, index: number, row: HTMLElement) => {
    const action = event.defaultPrevented ? null : rowAction(event, placeOf(event.target, row));
    if (!action) return;
    const { list, calls, statuses, mayChange, onReadOnly, onStatus, onCallBack, onDelete, onEntry } =
      latest.current;
    const call = calls[index];
    event.preventDefault();
    // Enter, s, c and Delete change the call: on another's desk, only the reason is told.
    const changes = ['edit', 'status', 'callBack', 'delete'].includes(action.type);
    if (changes && call && !mayChange(call)) {
      onReadOnly(call);
      return;
    }
    switch (action.type) {
      case 'move':
        list.current?.focusRow(moveTarget(action.to, index, calls.length, list.current.pageRows()));
        break;
      case 'edit':
        // The row's edit affordance: its name's pencil (the in-place editor takes the focus).
        (
          row.querySelector<HTMLElement>('[data-testid="call-name"] .ant-typography-edit') ??
          row.querySelector<HTMLElement>('.ant-typography-edit')
        )?.click();
        break;
      case 'status': {
        const wait = pending.current;
        if (!call || (wait && wait.id === call.id && wait.version === call.version)) break;
        const status = nextStatus(statuses, call.statusId, action.step);
        if (status && status.id !== call.statusId) {
          pending.current = { id: call.id, version: call.version };
          onStatus(call, status);
        }
        break;
      }
      case 'callBack':
        if (call?.direction === 'in') onCallBack(call);
        break;
      case 'delete':
        if (call) onDelete(call, index);
        break;
      case 'toRow':
        row.focus();
        break;
      case 'toEntry':
        onEntry();
        break;
    }
  }, []);
}

interface PageKeyOptions {
  /** N or /: the entry row's name. */
  onStartCall(): void;
  /** ?: the shortcuts dialog. */
  onShortcuts(): void;
  /** j or k outside the list: the list's Tab stop row. */
  onToList(): void;
  /** z: undo the last delete or call back. */
  onUndo(): void;
  /** The list's box, to tell its own keys apart. */
  list(): HTMLElement | null;
}

/** The page's keys (`pageAction`) on the window: never while typing in a field or in a dialog. */
export function usePageKeys(options: PageKeyOptions) {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const { onStartCall, onShortcuts, onToList, onUndo, list } = latest.current;
      const box = list();
      const inList = !!box && e.target instanceof Node && box.contains(e.target);
      const action = pageAction(e, placeOf(e.target), inList);
      if (!action) return;
      e.preventDefault();
      if (action.type === 'startCall') onStartCall();
      else if (action.type === 'shortcuts') onShortcuts();
      else if (action.type === 'undo') onUndo();
      else onToList();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
