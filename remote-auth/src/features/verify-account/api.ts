import { api } from '@phonesheet/shared';

export const verifyAccountApi = {
  // SPEC.md §7: never an auth header on verifyUser.
  verify: (token: string) =>
    api.patch<{ msg?: string }>(`/auth/verifyUser/${encodeURIComponent(token)}`, undefined, { auth: false }),
};
