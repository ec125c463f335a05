import { forwardRef } from 'react';
import { Alert, AutoComplete, Button, Flex, Input, Select } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type {
  CallStatus,
  CompanyUser,
  ContactSuggestion,
  CreateCallBody,
} from '@phonesheet/shared/contracts';
import { useContactSuggestions } from './use-contact-suggestions';
import { useEntryForm, type EntryRowHandle } from './use-entry-form';
import { DirectionToggle, PriorityToggle } from './EntryToggles';
import { statusLabel } from '../../../kit/status-label';
import { serverText } from '../../../kit/server-text';

export type { EntryRowHandle };

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

/**
 * The keyboard-first entry row: Tab moves between fields, Enter saves, Esc clears; after either
 * the row is back to its defaults with the focus in the name. On the direction button I/O (or
 * Space) toggle, on the priority button A/T/W (or Space) cycle.
 */
export const EntryRow = forwardRef<EntryRowHandle, Props>(function EntryRow(props, ref) {
  const { statuses, users, defaultDesk, saving, errors } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { form, set, save, pick, firstField, onRowKeyDown, onRowKeyDownCapture } = useEntryForm(props, ref);
  const suggestions = useContactSuggestions();

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
        <DirectionToggle value={form.direction} onChange={(direction) => set({ direction })} />
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
        <PriorityToggle value={form.priority} onChange={(priority) => set({ priority })} />
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
