export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A strict ISO-8601 instant: 2024-02-30 is refused (JS would roll it to March 1), and so is
 * anything outside 1970–2100.
 */
export function parseInstant(v: unknown): Date | null {
  if (typeof v !== 'string') return null;
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      v.trim(),
    );
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((x) => x ?? undefined) as string[];
  const year = Number(y),
    month = Number(mo),
    day = Number(d);
  if (year < 1970 || year > 2100 || month < 1 || month > 12) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const date = new Date(v.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}
