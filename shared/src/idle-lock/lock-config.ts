/** Our own default, no product rule sets one: lock after 15 idle minutes. */
export const DEFAULT_LOCK_AFTER_MINUTES = 15;

/** Idle time before the lock screen, in ms; 0 when disabled (`lockAfterMinutes: 0`). */
export function lockAfterMs(): number {
  const config = (window as { __PHONESHEET_CONFIG__?: { lockAfterMinutes?: unknown } }).__PHONESHEET_CONFIG__;
  const minutes = config?.lockAfterMinutes;
  const value =
    typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 0
      ? minutes
      : DEFAULT_LOCK_AFTER_MINUTES;
  return value * 60_000;
}
