import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, AutoComplete, Button, Flex, Input, Select, Tooltip, type InputRef } from 'antd';
import { PhoneOutlined, ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type {
  CallStatus,
  CompanyUser,
  ContactSuggestion,
  CreateCallBody,
  Direction,
  Priority,
} from '@phonesheet/shared/contracts';
import { PRIORITIES } from '@phonesheet/shared/contracts';
import { useAppDispatch } from '@phonesheet/shared';
import { useContactSuggestions } from './use-contact-suggestions';
import { callsActions } from '../store/calls-slice';
import { statusLabel } from '../../../kit/status-label';
import { serverText } from '../../../kit/server-text';

export interface EntryRowHandle {
  focus(): void;
}

interface Props {
  statuses: CallStatus[];
  users: CompanyUser[];
  defaultDesk: string | null;
  saving: boolean;
  errors: string[];
  savedCount: number;
  onSave(body: CreateCallBody): void;
  onClearErrors(): void;
}

const EMPTY = {
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

/**
 * The keyboard-first entry row: Tab moves between fields, Enter saves, Esc clears; after either
 * the row is back to its defaults with the focus in the name. On the direction button I/O (or
 * Space) toggle, on the priority button A/T/W (or Space) cycle.
 */
export const EntryRow = forwardRef<EntryRowHandle, Props>(function EntryRow(props, ref) {
  const { statuses, users, defaultDesk, saving, errors, savedCount, onSave, onClearErrors } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form, setForm] = useState(EMPTY);
  const firstField = useRef<InputRef>(null);
  const suggestions = useContactSuggestions();
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
      setForm((f) => ({ ...EMPTY, deskUserId: f.deskUserId }));
      firstField.current?.focus();
    }
  }, [savedCount]);

  const set = (patch: Partial<typeof EMPTY>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (errors.length) onClearErrors();
  };
  const clear = () => {
    setForm(EMPTY);
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
  const onDirectionKey = (e: KeyboardEvent<HTMLElement>) => {
    const k = e.key.toLowerCase();
    if (k === 'i') set({ direction: 'in' });
    else if (k === 'o') set({ direction: 'out' });
    else if (k === ' ') set({ direction: form.direction === 'in' ? 'out' : 'in' });
    else return;
    e.preventDefault();
  };
  const onPriorityKey = (e: KeyboardEvent<HTMLElement>) => {
    const k = e.key.toLowerCase();
    const byKey: Record<string, Priority> = { a: 'asap', t: 'today', w: 'whenever' };
    if (byKey[k]) set({ priority: byKey[k] });
    else if (k === ' ')
      set({ priority: PRIORITIES[(PRIORITIES.indexOf(form.priority) + 1) % 3] as Priority });
    else return;
    e.preventDefault();
  };

  const options = suggestions.items.map((s) => ({
    value: `${s.phoneE164}|${s.contactName}`,
    label: `${s.contactName || '—'} · ${s.contactCompany || '—'} · ${s.phoneDisplay}`,
    suggestion: s,
  }));
  const openStatuses = statuses.filter((s) => !s.retired);

  return (
    <div
      role="form"
      aria-label={t('phonesheet.entry.label')}
      onKeyDown={onRowKeyDown}
      onKeyDownCapture={onRowKeyDownCapture}
      className="ps-entry"
    >
      <Flex wrap gap={8} align="center">
        <Tooltip title={t('phonesheet.entry.directionHint')}>
          <Button
            // The name starts with the visible word, so speech input finds it (WCAG 2.5.3).
            aria-label={`${t(form.direction === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out')}, ${t('phonesheet.entry.direction')}`}
            data-testid="entry-direction"
            onKeyDown={onDirectionKey}
            onClick={() => set({ direction: form.direction === 'in' ? 'out' : 'in' })}
            icon={form.direction === 'in' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
          >
            {t(form.direction === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out')}
          </Button>
        </Tooltip>
        <AutoComplete
          style={{ flex: '2 1 160px' }}
          options={options}
          value={form.contactName}
          onSearch={suggestions.search}
          onChange={(v) => set({ contactName: v.includes('|') ? form.contactName : v })}
          onSelect={(_v, o) => pick((o as { suggestion: ContactSuggestion }).suggestion)}
        >
          <Input
            ref={firstField}
            data-testid="entry-name"
            aria-label={t('phonesheet.field.contactName')}
            placeholder={t('phonesheet.field.contactName')}
          />
        </AutoComplete>
        <Input
          style={{ flex: '2 1 140px' }}
          data-testid="entry-company"
          aria-label={t('phonesheet.field.contactCompany')}
          placeholder={t('phonesheet.field.contactCompany')}
          value={form.contactCompany}
          maxLength={200}
          onChange={(e) => set({ contactCompany: e.target.value })}
        />
        <AutoComplete
          style={{ flex: '2 1 150px' }}
          options={options}
          value={form.phone}
          onSearch={suggestions.search}
          onChange={(v) => set({ phone: v.includes('|') ? form.phone : v })}
          onSelect={(_v, o) => pick((o as { suggestion: ContactSuggestion }).suggestion)}
        >
          <Input
            data-testid="entry-phone"
            aria-label={t('phonesheet.field.phone')}
            placeholder={t('phonesheet.field.phone')}
            prefix={<PhoneOutlined />}
            inputMode="tel"
          />
        </AutoComplete>
        <Input
          style={{ flex: '0 1 80px' }}
          data-testid="entry-extension"
          aria-label={t('phonesheet.field.extension')}
          placeholder={t('phonesheet.field.extension')}
          value={form.extension}
          inputMode="numeric"
          maxLength={20}
          onChange={(e) => set({ extension: e.target.value })}
        />
        <Tooltip title={t('phonesheet.entry.priorityHint')}>
          <Button
            data-testid="entry-priority"
            // It says what it is ("Priority: Today", issue 43), its name the words shown (WCAG 2.5.3).
            onKeyDown={onPriorityKey}
            onClick={() =>
              set({ priority: PRIORITIES[(PRIORITIES.indexOf(form.priority) + 1) % 3] as Priority })
            }
            danger={form.priority === 'asap'}
          >
            {intl.formatMessage(
              { id: 'phonesheet.entry.priorityButton' },
              { priority: t(`phonesheet.priority.${form.priority}`) },
            )}
          </Button>
        </Tooltip>
        <Select
          style={{ flex: '1 1 130px' }}
          data-testid="entry-status"
          aria-label={t('phonesheet.field.status')}
          placeholder={t('phonesheet.entry.statusDefault')}
          allowClear
          // Typing filters the statuses by their shown name and Enter picks the highlighted one
          // (issue 43: "Will" then Enter saved the first status); the row's Enter saves only
          // once the list is closed (onRowKeyDown).
          showSearch
          optionFilterProp="label"
          value={form.statusId || undefined}
          onChange={(v) => set({ statusId: v ?? '' })}
          options={openStatuses.map((s) => ({ value: s.id, label: statusLabel(s, intl) }))}
        />
        {users.length > 1 && (
          <Select
            style={{ flex: '1 1 130px' }}
            aria-label={t('phonesheet.field.desk')}
            placeholder={t('phonesheet.field.desk')}
            value={form.deskUserId || defaultDesk || undefined}
            onChange={(v) => set({ deskUserId: v })}
            options={users
              .filter((u) => u.status !== 'deactivated')
              .map((u) => ({ value: u._id, label: u.fullName }))}
          />
        )}
        <Input
          style={{ flex: '4 1 220px' }}
          data-testid="entry-notes"
          aria-label={t('phonesheet.field.notes')}
          placeholder={t('phonesheet.field.notes')}
          value={form.notes}
          maxLength={5000}
          onChange={(e) => set({ notes: e.target.value })}
        />
        <Button type="primary" data-testid="entry-save" loading={saving} onClick={save}>
          {t('phonesheet.entry.save')}
        </Button>
      </Flex>
      {errors.length > 0 && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          role="alert"
          message={errors.map((e) => serverText(e, intl)).join(' · ')}
        />
      )}
    </div>
  );
});
