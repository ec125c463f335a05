import { selectIsAuthenticated, useAppSelector, useSlot } from '@phonesheet/shared';

/** The auth remote's idle lock screen, mounted only for signed-in users. */
export function IdleLockSlot() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const IdleLock = useSlot('app.idleLock');
  return authenticated && IdleLock ? <IdleLock /> : null;
}
