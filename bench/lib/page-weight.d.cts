// Types of page-weight.cjs. Browser, context and page are puppeteer-core's, named here by what is
// used of them, so that this file needs no puppeteer of its own.

export type Ready = { selector: string } | { text: string };

export interface PageBudget {
  ready: Ready;
  /** The remotes this page draws: the only ones it may fetch. */
  draws: string[];
  signedIn: boolean;
}

export interface Budgets {
  jsWireKiB: Record<string, number>;
  ceilingKiB: Record<string, number>;
  requests: Record<string, number>;
  requestsCeiling: Record<string, number>;
  pages: Record<string, PageBudget>;
  remotesFetchedToday: Record<string, string[]>;
  secondVisit: { pages: string[]; networkJsAllowed: string[] };
  fcpRatioToStaticPage: number;
}

export interface Stack {
  base: string;
  appByOrigin: Record<string, string>;
  sharedByUrl: Record<string, string[]>;
  sharedNames: string[];
}

export interface RequestRecord {
  url: string;
  type: string;
  raw: number;
  wire: number;
  done: boolean;
  failed?: boolean;
  status?: number;
  fromServiceWorker?: boolean;
  /** cache-storage, http-cache, fallback-code or network, for an answer from the service worker. */
  serviceWorkerSource?: string | null;
  fromDiskCache?: boolean;
}

export interface Load {
  requests: number;
  jsFiles: number;
  /** Bytes of JavaScript on the wire (compressed, headers included). */
  jsWire: number;
  jsRaw: number;
  perApp: Record<string, { requests: number; jsWire: number; jsRaw: number }>;
  /** The remotes whose origin answered anything. */
  remotes: string[];
  /** Per shared package, how many apps' copies came down. */
  singletons: Record<string, number>;
}

export interface Sources {
  swCacheJs: number;
  swCacheJsKiB: number;
  networkJs: { url: string; kib: number; via: string }[];
  networkJsKiB: number;
  networkOther: string[];
}

export interface OpenOptions {
  base: string;
  route: string;
  ready: Ready;
  /** Signed in: a new browser session (scripts/testkit/sign-up.cjs browserSession) for the page. */
  signIn?: () => Promise<import('../../scripts/testkit/sign-up.cjs').BrowserSession>;
  bypassServiceWorker?: boolean;
  timeoutMs?: number;
}

interface ContextLike<P> {
  newPage(): Promise<P>;
  close(): Promise<void>;
}

interface Recorder {
  requests: Map<string, RequestRecord>;
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
}

export function readBudgets(): Budgets;
export function limitKiB(budgets: Budgets, page: string): number;
export function limitRequests(budgets: Budgets, page: string): number | null;
export function allowedRemotes(budgets: Budgets, page: string): string[];
export function readStack(base: string): Promise<Stack>;
export function openPage<P>(
  context: ContextLike<P>,
  options: OpenOptions,
): Promise<{ page: P; recorder: Recorder; readyMs: number }>;
export function coldLoad(
  browser: { createBrowserContext(): Promise<ContextLike<unknown>> },
  stack: Stack,
  options: Omit<OpenOptions, 'base'>,
): Promise<Load & { readyMs: number }>;
export function secondVisit(
  context: ContextLike<unknown>,
  options: OpenOptions,
): Promise<Sources & { held: boolean; readyMs: number }>;
export function summarize(stack: Stack, requests: Map<string, RequestRecord>): Load;
export function secondVisitSources(requests: Map<string, RequestRecord>): Sources;
export function workerHoldsScripts(
  page: unknown,
  requests: Map<string, RequestRecord>,
  timeoutMs?: number,
): Promise<boolean>;
export function overBudget(budgets: Budgets, route: string, load: Load): string[];
