import { api } from '@phonesheet/shared';

export const verifyAccountApi = {
  // The link works signed out, so verifyUser never gets an auth header.
  verify: (token: string) =>
    api.patch<{ msg?: string }>(`/auth/verifyUser/${encodeURIComponent(token)}`, undefined, { auth: false }),
};
