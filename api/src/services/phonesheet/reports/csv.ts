import type { Report } from '@phonesheet/shared/contracts';
import { csvText } from '../calls/csv';

// The report as CSV: one long table (section, item, name, measure, value) a spreadsheet can
// pivot, every text cell defused and quoted like the calls export's (calls/csv.ts, csvText).

export const REPORT_CSV_HEADER = ['section', 'item', 'name', 'measure', 'value'];

type Cell = string | number | null;
const cell = (v: Cell) => (v === null ? '' : typeof v === 'number' ? String(v) : csvText(v));

export function reportCsv(r: Report): string {
  const rows: Cell[][] = [
    ['range', 'from', '', 'date', r.from],
    ['range', 'to', '', 'date', r.to],
    ['range', 'timeZone', '', 'zone', r.timeZone],
    ['range', 'desk', r.desks.length === 1 && r.desk ? r.desks[0]!.name : '', 'id', r.desk ?? 'all'],
    ['total', 'calls', '', 'incoming', r.totals.incoming],
    ['total', 'calls', '', 'outgoing', r.totals.outgoing],
  ];
  for (const d of r.perDay)
    rows.push(['day', d.date, '', 'incoming', d.incoming], ['day', d.date, '', 'outgoing', d.outgoing]);
  for (const h of r.perHour) {
    const hour = String(h.hour).padStart(2, '0');
    rows.push(['hour', hour, '', 'incoming', h.incoming], ['hour', hour, '', 'outgoing', h.outgoing]);
  }
  rows.push(
    ['owed', 'now', '', 'calls', r.owed.total],
    ['owed', 'oldest', '', 'seconds', r.owed.oldestSeconds],
  );
  for (const a of r.owed.ages) rows.push(['owed', a.bucket, '', 'calls', a.calls]);
  rows.push(
    ['returns', 'incoming', '', 'calls', r.returns.incoming],
    ['returns', 'returned', '', 'calls', r.returns.returned],
    ['returns', 'share', '', 'ratio', r.returns.share],
    ['returns', 'median', '', 'seconds', r.returns.medianSeconds],
    ['returns', 'p90', '', 'seconds', r.returns.p90Seconds],
  );
  for (const c of r.topCallers) rows.push(['caller', c.phone, c.name, 'incoming', c.calls]);
  for (const c of r.topCompanies) rows.push(['company', c.company, '', 'incoming', c.calls]);
  for (const d of r.desks) {
    rows.push(
      ['desk', d.deskUserId, d.name, 'calls', d.calls],
      ['desk', d.deskUserId, d.name, 'incoming', d.incoming],
      ['desk', d.deskUserId, d.name, 'returned', d.returned],
      ['desk', d.deskUserId, d.name, 'owed', d.owed],
      ['desk', d.deskUserId, d.name, 'medianReturnSeconds', d.medianReturnSeconds],
    );
  }
  return [REPORT_CSV_HEADER.join(','), ...rows.map((r) => r.map(cell).join(','))].join('\r\n') + '\r\n';
}
