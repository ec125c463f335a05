/** Optional values the deployment puts in window.__PHONESHEET_CONFIG__ (config.js). */
export interface HostRuntimeConfig {
  supportEmail?: string;
  supportPhone?: string;
  appStoreUrl?: string;
  playStoreUrl?: string;
}

export function runtimeConfig(): HostRuntimeConfig {
  return (window as unknown as { __PHONESHEET_CONFIG__?: HostRuntimeConfig }).__PHONESHEET_CONFIG__ ?? {};
}
