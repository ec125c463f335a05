/**
 * The API client's view of the access token, which lives in the session slice only (memory;
 * never web storage: docs/security.md, "Sessions and tokens"). The store binds it when it is
 * created, so the client needs no import of the store.
 */
export interface AccessTokenBinding {
  /** The token in memory, when it expires (epoch ms) and whether the session counts as signed in. */
  current(): { token: string | null; expiresAt: number | null; signedIn: boolean };
  /** A refresh (or an exchange) answered: the new token goes to the session slice. */
  renewed(token: string, expiresIn: number): void;
}

let binding: AccessTokenBinding | null = null;

export function bindAccessToken(next: AccessTokenBinding | null): void {
  binding = next;
}

export function currentAccess(): ReturnType<AccessTokenBinding['current']> {
  return binding?.current() ?? { token: null, expiresAt: null, signedIn: false };
}

export function accessRenewed(token: string, expiresIn: number): void {
  binding?.renewed(token, expiresIn);
}
