import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { InputRef } from 'antd';
import type { ContactSuggestion, CreateCallBody, Direction, Priority } from '@phonesheet/shared/contracts';
import { useAppDispatch } from '@phonesheet/shared';
import { callsActions } from '../store/calls-slice';

export interface EntryRowHandle {
  focus(): void;
}

/** The entry row's fields as typed (an empty text is a field left blank). */
export const EMPTY_ENTRY = {
  direction: 'in' as Direction,
  contactName: '',
  contactCompany: '',
  phone: '',
  extension: '',
  priority: 'today' as Priority,
  statusId: '',
  notes: '',
  deskUserId: '',
};
export type EntryForm = typeof EMPTY_ENTRY;

interface EntryFormOptions {
  defaultDesk: string | null;
  saving: boolean;
  errors: string[];
  savedCount: number;
  onSave(body: CreateCallBody): void;
  onClearErrors(): void;
}

/**
 * The entry row's state: its fields, what saves and clears them, and the row's own keys (Enter
 * saves, Esc clears; after either the row is back to its defaults with the focus in the name).
 */
export function useEntryForm(options: EntryFormOptions, ref: Ref<EntryRowHandle>) {
  const { defaultDesk, saving, errors, savedCount, onSave, onClearErrors } = options;
  const [form, setForm] = useState(EMPTY_ENTRY);
  const firstField = useRef<InputRef>(null);
  const dispatch = useAppDispatch();
  // The caller typed so far: the entry saga shows their earlier calls under the row.
  useEffect(() => {
    dispatch(callsActions.callerTyped({ phone: form.phone, name: form.contactName }));
  }, [dispatch, form.phone, form.contactName]);

  useImperativeHandle(ref, () => ({ focus: () => firstField.current?.focus() }));

  // After a successful save the row empties and is ready for the next call. Direction, priority
  // and status go back to their defaults (issue 43: a kept "Outgoing" saved the next caller, who
  // rang in, as an outgoing call closed as Spoke); only the desk stays. The focus goes to the
  // name: on the direction button (issue 32) the next name typed was lost and its I/O letters
  // flipped the direction.
  useEffect(() => {
    if (savedCount > 0) {
      setForm((f) => ({ ...EMPTY_ENTRY, deskUserId: f.deskUserId }));
      firstField.current?.focus();
    }
  }, [savedCount]);

  const set = (patch: Partial<EntryForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (errors.length) onClearErrors();
  };
  const clear = () => {
    setForm(EMPTY_ENTRY);
    onClearErrors();
    firstField.current?.focus();
  };
  const save = () => {
    if (saving) return;
    onSave({
      direction: form.direction,
      contactName: form.contactName,
      contactCompany: form.contactCompany,
      phone: form.phone,
      extension: form.extension || null,
      priority: form.priority,
      statusId: form.statusId || null,
      notes: form.notes,
      deskUserId: form.deskUserId || defaultDesk || null,
    });
  };
  const pick = (s: ContactSuggestion) =>
    set({
      contactName: s.contactName,
      contactCompany: s.contactCompany,
      phone: s.phoneDisplay,
      extension: s.extension ?? '',
    });

  const onRowKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const listOpen = (e.target as HTMLElement).getAttribute('aria-expanded') === 'true';
    if (e.key === 'Escape') {
      if (listOpen) return; // Esc closes an open list first; a second Esc clears the row
      e.preventDefault();
      clear();
    } else if (e.key === 'Enter' && !e.shiftKey && !e.defaultPrevented) {
      // An open autocomplete list takes Enter for itself (it prevents default).
      if (!listOpen) {
        e.preventDefault();
        save();
      }
    }
  };
  // Enter in a closed picker (status, desk) saves as in any field; the picker itself would open
  // its list again and keep the Enter (rc-select prevents its default), so it is taken first.
  const onRowKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const el = e.target as HTMLElement;
    if (
      e.key === 'Enter' &&
      !e.shiftKey &&
      el.getAttribute('role') === 'combobox' &&
      el.getAttribute('aria-expanded') !== 'true'
    ) {
      e.preventDefault();
      e.stopPropagation();
      save();
    }
  };
  return { form, set, save, pick, firstField, onRowKeyDown, onRowKeyDownCapture };
}
