import type { IntlShape } from 'react-intl';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { statusLabel } from '../../../kit/status-label';

/**
 * A row's accessible name: what a screen reader says as the row takes the focus (caller,
 * company, number, status, priority, direction, when, and the whole note), in the reader's language.
 */
export function callRowLabel(
  call: Call,
  statuses: CallStatus[],
  rolledOver: boolean,
  intl: IntlShape,
): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const status = statuses.find((s) => s.id === call.statusId);
  const when = new Date(call.occurredAt);
  const parts = [
    call.contactName || t('phonesheet.row.noName'),
    call.contactCompany,
    call.extension
      ? `${call.phoneDisplay} ${t('phonesheet.row.ext', { ext: call.extension })}`
      : call.phoneDisplay,
    status ? statusLabel(status, intl) : '',
    t(`phonesheet.priority.${call.priority}`),
    t(call.direction === 'in' ? 'phonesheet.direction.in' : 'phonesheet.direction.out'),
    rolledOver
      ? t('phonesheet.row.owedSince', { day: intl.formatDate(when, { weekday: 'short' }) })
      : intl.formatTime(when),
    call.notes,
  ].filter(Boolean);
  return intl.formatList(parts, { type: 'unit' });
}
