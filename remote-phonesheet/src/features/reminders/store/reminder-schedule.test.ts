import { sampleCall } from '../../../testing/calls';
import {
  deskScope,
  dueAt,
  MAX_SLEEP_MS,
  nextReminder,
  placeFollowUp,
  pruneSnoozes,
  remindAt,
  sleepFor,
  SNOOZE_MS,
  telOf,
} from './reminder-schedule';

const T = Date.parse('2026-12-03T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const at = (id: string, ms: number, extra = {}) => sampleCall({ id, followUpAt: iso(ms), ...extra });

describe('reminder scheduling', () => {
  test('a follow-up reminds at its time; a snooze for that time moves it, a moved follow-up forgets it', () => {
    const call = at('a', T);
    expect(remindAt(call, {})).toBe(T);
    const snoozes = { a: { followUpAt: iso(T), until: T + SNOOZE_MS } };
    expect(remindAt(call, snoozes)).toBe(T + SNOOZE_MS);
    // Someone set another time: the snooze no longer applies.
    expect(remindAt(at('a', T + 60_000), snoozes)).toBe(T + 60_000);
    expect(remindAt(sampleCall({ id: 'a', followUpAt: null }), snoozes)).toBeNull();
  });

  test('due: at or before now, oldest first; the next one after now', () => {
    const list = [at('later', T + 60_000), at('now', T), at('overdue', T - 3_600_000)];
    expect(dueAt(list, {}, T).map((c) => c.id)).toEqual(['overdue', 'now']);
    expect(nextReminder(list, {}, T)).toBe(T + 60_000);
    expect(dueAt(list, { now: { followUpAt: iso(T), until: T + SNOOZE_MS } }, T).map((c) => c.id)).toEqual([
      'overdue',
    ]);
    expect(nextReminder([], {}, T)).toBeNull();
  });

  test('the timer sleeps until the next reminder, never more than a minute', () => {
    expect(sleepFor([at('a', T + 5_000)], {}, T)).toBe(5_000);
    expect(sleepFor([at('a', T + 3_600_000)], {}, T)).toBe(MAX_SLEEP_MS);
    expect(sleepFor([], {}, T)).toBe(MAX_SLEEP_MS);
    expect(sleepFor([at('a', T - 1)], {}, T)).toBe(MAX_SLEEP_MS);
  });

  test('live changes re-arm: added, moved, done, deleted, another desk, beyond the look-ahead', () => {
    const scope = ['u1'];
    const until = T + 86_400_000;
    let list = placeFollowUp([], at('a', T + 60_000), scope, until);
    list = placeFollowUp(list, at('b', T + 30_000), scope, until);
    expect(list.map((c) => c.id)).toEqual(['b', 'a']);
    // Moved later: re-sorted.
    list = placeFollowUp(list, at('b', T + 120_000), scope, until);
    expect(list.map((c) => c.id)).toEqual(['a', 'b']);
    // Done (follow-up cleared), deleted, moved to a desk out of scope: gone.
    expect(
      placeFollowUp(list, sampleCall({ id: 'a', followUpAt: null }), scope, until).map((c) => c.id),
    ).toEqual(['b']);
    expect(placeFollowUp(list, at('a', T, { deletedAt: iso(T) }), scope, until).map((c) => c.id)).toEqual([
      'b',
    ]);
    expect(placeFollowUp(list, at('a', T, { deskUserId: 'u9' }), scope, until).map((c) => c.id)).toEqual([
      'b',
    ]);
    expect(placeFollowUp(list, at('c', until + 1), scope, until)).toBe(list);
    // A call without a follow-up that was never listed changes nothing.
    expect(placeFollowUp(list, sampleCall({ id: 'z' }), scope, until)).toBe(list);
  });

  test("scope: the sheet's desk, else the user's own and covered desks", () => {
    expect(deskScope('u7', 'u1', ['u2'])).toEqual(['u7']);
    expect(deskScope(null, 'u1', ['u2'])).toEqual(['u1', 'u2']);
  });

  test('snoozes of follow-ups that are gone or moved are dropped', () => {
    const snoozes = {
      a: { followUpAt: iso(T), until: T + 1 },
      b: { followUpAt: iso(T), until: T + 1 },
      c: { followUpAt: iso(T), until: T + 1 },
    };
    expect(Object.keys(pruneSnoozes([at('a', T), at('b', T + 5)], snoozes))).toEqual(['a']);
  });

  test('Call now dials the number with its extension', () => {
    expect(telOf(sampleCall({ phoneE164: '+12125550136', extension: '4471' }))).toBe(
      'tel:+12125550136;ext=4471',
    );
    expect(telOf(sampleCall({ phoneE164: '+12125550136', extension: null }))).toBe('tel:+12125550136');
  });
});
