// `@phonesheet/shared/idle-lock`: when a signed-in tab locks. The host watches for idle time
// before the auth remote (the lock screen itself) has loaded, and the lock screen afterwards;
// both use these, so they lock at the same moment and remember it in the same place. Not part
// of the federated singleton: each app that uses it bundles these few lines.
export { DEFAULT_LOCK_AFTER_MINUTES, lockAfterMs } from './lock-config';
export { lockMemory } from './lock-memory';
export { useIdleTimer } from './use-idle-timer';
