// This browser's side of push notifications (docs/integrations.md, "Push notifications"):
// whether it can take them, its permission, and its push subscription through the app's
// service worker (host/src/pwa).

/** How long to wait for the app's service worker before saying the browser cannot. */
const WORKER_WAIT_MS = 10_000;

/** Web Push needs a secure page, a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** 'default' (not asked yet), 'granted' or 'denied'. */
export const permission = (): NotificationPermission => Notification.permission;

/** Asks the browser for permission to show notifications: the one place the app does. */
export const askPermission = (): Promise<NotificationPermission> => Notification.requestPermission();

/**
 * Whether the app's service worker is registered in this page (production builds register it
 * once the page has loaded; development builds never do).
 */
export async function hasWorker(): Promise<boolean> {
  return !!(await navigator.serviceWorker.getRegistration());
}

/** The app's service worker once active; null when it never comes (a development build). */
async function worker(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

const bytesOf = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * This browser's push subscription for the server's key (permission must be granted): the one
 * it has, or a new one; one made for another key is replaced. Null without a service worker.
 */
export async function subscribeBrowser(publicKey: string): Promise<BrowserSubscription | null> {
  const registration = await worker();
  if (!registration) return null;
  const key = bytesOf(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  return { endpoint: json.endpoint as string, keys: json.keys as BrowserSubscription['keys'] };
}
