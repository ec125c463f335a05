/** The billing clock: real time, except where tests (or a demo) move it. */
export interface BillingClock {
  now(): Date;
  /** Tests: jump to an instant, or move by milliseconds. */
  set(at: Date): void;
  advance(ms: number): void;
}

export function createBillingClock(): BillingClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - Date.now();
    },
    advance(ms) {
      offsetMs += ms;
    },
  };
}

/** Same day of month one interval later (Jan 31 + 1 month → Feb 28/29, like Stripe). */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);
