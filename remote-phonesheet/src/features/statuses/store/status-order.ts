import type { CallStatus } from '@phonesheet/shared/contracts';

/**
 * Moves one unretired status to position `to` among the unretired ones and numbers them 0…n-1.
 * Answers the new list (unretired first, in order; retired after, untouched) and the statuses
 * whose order changed: only those need a PATCH.
 */
export function moveStatus(
  all: CallStatus[],
  id: string,
  to: number,
): { list: CallStatus[]; changed: Array<{ id: string; order: number }> } {
  const active = all.filter((s) => !s.retired);
  const from = active.findIndex((s) => s.id === id);
  if (from < 0) return { list: all, changed: [] };
  const target = Math.max(0, Math.min(active.length - 1, to));
  const moved = [...active];
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item as CallStatus);
  const changed: Array<{ id: string; order: number }> = [];
  const numbered = moved.map((s, order) => {
    if (s.order === order) return s;
    changed.push({ id: s.id, order });
    return { ...s, order };
  });
  return { list: [...numbered, ...all.filter((s) => s.retired)], changed };
}

/** The list with one status put in (or replaced), in the order the server gives. */
export function withStatus(all: CallStatus[], status: CallStatus): CallStatus[] {
  const others = all.filter((s) => s.id !== status.id);
  const index = all.findIndex((s) => s.id === status.id);
  const next = index < 0 ? [...others, status] : all.map((s) => (s.id === status.id ? status : s));
  return next
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.order - b.s.order || a.i - b.i)
    .map(({ s }) => s);
}

/** The order that puts a status after every unretired one (adding and restoring land at the end). */
export const nextOrder = (all: CallStatus[]) =>
  all.filter((s) => !s.retired).reduce((m, s) => Math.max(m, s.order + 1), 0);
