import { createAction } from '@reduxjs/toolkit';
import type { Notification } from '../contracts/notifications';

/**
 * A notification of the signed-in user heard on the company's event stream (`notification.created`).
 * The phone sheet's stream dispatches it; the shell's notification drawer (host) keeps it. A plain
 * action type so that neither imports the other.
 */
export const NOTIFICATION_RECEIVED = 'notifications/received';

export const notificationReceived = createAction<Notification>(NOTIFICATION_RECEIVED);
