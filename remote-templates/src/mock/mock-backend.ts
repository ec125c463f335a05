import axios, { type AxiosRequestConfig } from 'axios';
import MockAdapter from 'axios-mock-adapter';

/** The mock answers after 100 ms, as the template's own mock did. */
export const MOCK_DELAY_MS = 100;

/**
 * The one HTTP client of the template demos. The mock adapter is attached to this axios
 * instance only, so the product's own requests (shared's fetch client, /api/v1) never meet
 * it, and a template request no handler knows goes to the network untouched (passthrough).
 * See docs/templates.md for why this and not a service worker.
 */
export const templateApi = axios.create();

let adapter: MockAdapter | null = null;
const registered = new Set<string>();

function mockAdapter(): MockAdapter {
  adapter ??= new MockAdapter(templateApi, { delayResponse: MOCK_DELAY_MS, onNoMatch: 'passthrough' });
  return adapter;
}

/**
 * Registers one app's handlers once per page load (its `api.ts` calls this on import, so the
 * handlers and their sample data load with the app, never before).
 */
export function registerMockApp(app: string, register: (mock: MockAdapter) => void): void {
  if (registered.has(app)) return;
  registered.add(app);
  register(mockAdapter());
}

/** Tests only: forget every handler, so an app can register again on fresh data. */
export function resetMockBackend(): void {
  adapter?.reset();
  registered.clear();
}

/** A request's JSON body (axios hands the adapter the serialised string). */
export function bodyOf<T>(config: AxiosRequestConfig): T {
  const { data } = config;
  if (typeof data === 'string') return (data ? JSON.parse(data) : {}) as T;
  return (data ?? {}) as T;
}

/** A request's query parameters. */
export function paramsOf<T>(config: AxiosRequestConfig): T {
  return (config.params ?? {}) as T;
}

/**
 * Status 200 with the data as the body, the mock's usual answer; most refusals answer null
 * (the demos' ground rules are in docs/templates.md).
 */
export function ok<T>(data: T): [number, T] {
  return [200, data];
}
