import { memo, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { statusLabel } from '../../../kit/status-label';
import { notesShown } from './row-texts';

export type SheetRow = { call: Call; rolledOver: boolean };

/**
 * True while the page is being printed. `beforeprint` fires before the browser lays the page
 * out for paper, so the print-only content rendered then (synchronously) is on the printout.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * The whole day as a plain table for paper (the screen list is virtual). Rendered only while
 * printing: 5,000 calls are 35,000 table cells that a screen never shows. It says what a row
 * says on screen, in the reader's language: the direction, the status as the sheet names it,
 * and the desk when the day holds more than one desk's calls ("All desks").
 */
export const PrintTable = memo(function PrintTable({
  rows,
  statuses,
}: {
  rows: SheetRow[];
  statuses: CallStatus[];
}) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const byId = new Map(statuses.map((s) => [s.id, s]));
  const status = (id: string) => {
    const s = byId.get(id);
    return s ? statusLabel(s, intl) : '';
  };
  const desks = new Set(rows.map(({ call }) => call.deskUserId)).size > 1;
  return (
    <table className="ps-print-only ps-print-table" data-testid="print-table">
      <colgroup>
        <col className="ps-print-when" />
        <col className="ps-print-direction" />
        <col className="ps-print-name" />
        <col className="ps-print-phone" />
        <col className="ps-print-priority" />
        <col className="ps-print-status" />
        {desks && <col className="ps-print-desk" />}
        <col />
      </colgroup>
      <thead>
        <tr>
          <th>{t('phonesheet.field.occurredAt')}</th>
          <th>{t('phonesheet.field.direction')}</th>
          <th>{t('phonesheet.field.contactName')}</th>
          <th>{t('phonesheet.field.phone')}</th>
          <th>{t('phonesheet.field.priority')}</th>
          <th>{t('phonesheet.field.status')}</th>
          {desks && <th>{t('phonesheet.field.desk')}</th>}
          <th>{t('phonesheet.column.notes')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ call, rolledOver }) => (
          <tr key={call.id}>
            <td>
              {rolledOver
                ? t('phonesheet.row.owedSince', {
                    day: intl.formatDate(call.occurredAt, { weekday: 'short' }),
                  })
                : intl.formatTime(call.occurredAt)}
            </td>
            <td>{t(`phonesheet.direction.${call.direction}`)}</td>
            {/* What people typed keeps its own direction (an English note in an Arabic sheet). */}
            <td>
              <bdi>{call.contactName}</bdi>
              {call.contactCompany && (
                <>
                  {' · '}
                  <bdi>{call.contactCompany}</bdi>
                </>
              )}
            </td>
            <td>
              {/* The number left to right in Arabic too; its extension named as on screen, in the
                  reader's language ("poste 12", "تحويلة 12"), on the next line when the number
                  fills the cell. */}
              <span dir="ltr" className="ps-print-nowrap">
                {call.phoneDisplay}
              </span>
              {call.extension && (
                <>
                  {' '}
                  <span className="ps-print-nowrap">{t('phonesheet.row.ext', { ext: call.extension })}</span>
                </>
              )}
            </td>
            <td>{t(`phonesheet.priority.${call.priority}`)}</td>
            <td>{status(call.statusId)}</td>
            {desks && <td>{call.deskName}</td>}
            <td>
              <bdi>{notesShown(call)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
