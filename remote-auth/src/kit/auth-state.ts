import type { RootState } from '@phonesheet/shared';

/** The key remote-auth's reducer is injected under; each feature keeps its state in one part. */
export const AUTH_KEY = 'auth';

/** The selector of one feature's part of the auth state. */
export function authPartSelector<S>(part: string) {
  return (state: RootState): S => (state as unknown as Record<string, Record<string, S>>)[AUTH_KEY][part];
}
