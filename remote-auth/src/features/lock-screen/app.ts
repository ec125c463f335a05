import { createElement, lazy, Suspense } from 'react';
import { templateRoutes, type AuthFeature } from '../../kit/auth-feature';
import { lockScreenSaga } from './store/lock-screen-saga';
import { LOCK_SCREEN_PART, lockScreenReducer } from './store/lock-screen-slice';
import { messages } from './i18n';

const lock = () => import('./pages/LockPage');

// The lock screen is fetched when a signed-in user's page mounts it, not with the sign-in page.
const LazyIdleLock = lazy(async () => ({ default: (await import('./components/IdleLock')).IdleLock }));
export function IdleLock() {
  return createElement(Suspense, { fallback: null }, createElement(LazyIdleLock));
}

/** The lock after idle time (lent to the host as a slot), and its two template pages. */
export const lockScreenApp: AuthFeature = {
  id: 'lock-screen',
  routes: templateRoutes('lock', lock),
  reducers: { [LOCK_SCREEN_PART]: lockScreenReducer },
  saga: lockScreenSaga,
  slots: { 'app.idleLock': IdleLock },
  messages,
};
