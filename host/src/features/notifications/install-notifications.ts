import { injectReducer, injectSaga } from '@phonesheet/shared';
import type { Reducer } from 'redux';
import { notificationsSaga } from './notifications-saga';
import { NOTIFICATIONS_KEY, notificationsReducer } from './notifications-store';

/** The notifications slice and saga, installed by the top bar's drawers (signed-in shell only). */
export function installNotifications(): void {
  injectReducer(NOTIFICATIONS_KEY, notificationsReducer as Reducer);
  injectSaga('host.notifications', notificationsSaga);
}
