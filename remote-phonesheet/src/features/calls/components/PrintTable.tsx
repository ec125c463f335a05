import { memo, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';

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
 * printing: 5,000 calls are 35,000 table cells that a screen never shows.
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
  const statusName = (id: string) => statuses.find((s) => s.id === id)?.name ?? '';
  return (
    <table className="ps-print-only ps-print-table" data-testid="print-table">
      <thead>
        <tr>
          <th>{t('phonesheet.field.occurredAt')}</th>
          <th>{t('phonesheet.field.contactName')}</th>
          <th>{t('phonesheet.field.phone')}</th>
          <th>{t('phonesheet.field.priority')}</th>
          <th>{t('phonesheet.field.status')}</th>
          <th>{t('phonesheet.field.notes')}</th>
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
            <td>
              {call.contactName}
              {call.contactCompany ? ` · ${call.contactCompany}` : ''}
            </td>
            <td>
              {call.phoneDisplay}
              {call.extension ? ` x${call.extension}` : ''}
            </td>
            <td>{t(`phonesheet.priority.${call.priority}`)}</td>
            <td>{statusName(call.statusId)}</td>
            <td>{call.notes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
