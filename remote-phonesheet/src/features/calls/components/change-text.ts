import type { IntlShape } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { statusLabel } from '../../../kit/status-label';

const FIELD_KEYS: Record<string, string> = {
  direction: 'phonesheet.field.direction',
  contactName: 'phonesheet.field.contactName',
  contactCompany: 'phonesheet.field.contactCompany',
  phone: 'phonesheet.field.phone',
  extension: 'phonesheet.field.extension',
  deskUserId: 'phonesheet.field.desk',
  statusId: 'phonesheet.field.status',
  priority: 'phonesheet.field.priority',
  notes: 'phonesheet.column.notes',
  occurredAt: 'phonesheet.field.occurredAt',
  followUpAt: 'phonesheet.field.followUpAt',
  created: 'phonesheet.changes.created',
  deleted: 'phonesheet.changes.deleted',
  restored: 'phonesheet.changes.restored',
};

export const fieldLabel = (field: string, intl: IntlShape) =>
  FIELD_KEYS[field] ? intl.formatMessage({ id: FIELD_KEYS[field] }) : field;

/** A change-log value as a person reads it: status names, translated enums, local times. */
export function readableValue(
  field: string,
  value: string | null,
  statuses: CallStatus[],
  intl: IntlShape,
): string {
  if (value === null || value === '') return '—';
  if (field === 'statusId') {
    const s = statuses.find((x) => x.id === value);
    return s ? statusLabel(s, intl) : value;
  }
  if (field === 'priority') return intl.formatMessage({ id: `phonesheet.priority.${value}` });
  if (field === 'direction') return intl.formatMessage({ id: `phonesheet.direction.${value}` });
  if (field === 'occurredAt' || field === 'followUpAt')
    return intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return value;
}
