export interface SignUpOptions {
  /** The API's base URL, e.g. http://127.0.0.1:4000/api/v1. */
  api: string;
  email: string;
  password: string;
  companyName: string;
  /** The admin's name; 'Test' 'Admin' when not given. */
  firstName?: string;
  lastName?: string;
  /** false: stop once verified (no token). Default true. */
  signIn?: boolean;
  /** How often to look in the development mailbox, and for how long (default 100 ms, 10 s). */
  pollMs?: number;
  timeoutMs?: number;
}

export interface SignedUp {
  email: string;
  password: string;
  /** The admin's access token, as the Authorization header takes it. */
  token: string;
}

export function signUp(options: SignUpOptions & { signIn?: true }): Promise<SignedUp>;
export function signUp(options: SignUpOptions & { signIn: false }): Promise<Omit<SignedUp, 'token'>>;

export function mailedCode(
  api: string,
  email: string,
  options?: { pollMs?: number; timeoutMs?: number },
): Promise<string>;
