/** One JSON request to the API (`url` after /api/v1); `setCookies` are the answer's Set-Cookie lines. */
export type Send = (
  method: string,
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: any; setCookies?: string[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface SignUpOptions {
  /** The API's base URL, e.g. http://127.0.0.1:4000/api/v1. */
  api: string;
  /** How to send each request; fetch to `api` when not given. */
  call?: Send;
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
  /** The admin's access token (15 minutes), as the Authorization header takes it. */
  token: string;
  /** The value of the session's HttpOnly refresh cookie (phonesheet_refresh), for a browser to boot from. */
  refresh: string | null;
}

export function signUp(options: SignUpOptions & { signIn?: true }): Promise<SignedUp>;
export function signUp(
  options: SignUpOptions & { signIn: false },
): Promise<Omit<SignedUp, 'token' | 'refresh'>>;

export interface BrowserSession {
  token: string;
  /** The HttpOnly refresh cookie's value. */
  refresh: string | null;
  profile: unknown;
}

/** A new session for one browser context (its cookie is rotated on use: one per context). */
export function browserSession(api: string, email: string, password: string): Promise<BrowserSession>;

/** Sets the refresh cookie and the kept profile in `page` for `origin` before the app boots. */
export function seedBrowserSession(
  page: import('puppeteer-core').Page,
  origin: string,
  session: BrowserSession,
): Promise<void>;

export function mailedCode(
  api: string,
  email: string,
  options?: { pollMs?: number; timeoutMs?: number; call?: Send },
): Promise<string>;
