import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, put, take } from 'redux-saga/effects';
import { isSessionEndReason } from '../contracts/phonesheet-values';
import type { PhonesheetEvent } from '../contracts/phonesheet';
import { notificationReceived } from '../store/notifications';

export type LiveMessage =
  /** `id`: the company's event id (docs/phone-sheet.md "Live events"). */
  | { kind: 'event'; event: PhonesheetEvent; id?: string }
  /**
   * The server could not replay what this page missed (too long away, or another database):
   * everything shown must be loaded again.
   */
  | { kind: 'reset' }
  /** The company's latest event id as the stream went live (kept by followLive, not handled). */
  | { kind: 'seen'; id: string }
  | { kind: 'open' }
  | { kind: 'down' }
  /** The browser gave up (e.g. a reconnect with a spent ticket was refused): open anew. */
  | { kind: 'closed' }
  /**
   * The server closed the stream and said why (its last event, `stream.closed`):
   * 'restart' — reconnect now, to this or another instance;
   * 'too-many-streams' — this session opened a newer stream elsewhere: wait for the user;
   * a session end ('logout', 'password-changed', …) — the session is over: sign in again.
   */
  | { kind: 'ended'; reason: string };

const EVENT_TYPES = [
  'call.created',
  'call.updated',
  'call.deleted',
  'call.restored',
  'statuses.changed',
  'calls.imported',
  'covers.changed',
  'notification.created',
];

/**
 * The company's server-sent events at `url` (with its ticket) as a saga channel. EventSource
 * reconnects by itself after a drop; once it gives up, 'closed' asks for a new ticket.
 */
export function liveChannel(url: string): EventChannel<LiveMessage> {
  return eventChannel<LiveMessage>((emit) => {
    if (typeof EventSource === 'undefined') return () => undefined;
    const source = new EventSource(url);
    const onEvent = (e: MessageEvent<string>) => {
      try {
        const event = JSON.parse(e.data) as PhonesheetEvent;
        emit(e.lastEventId ? { kind: 'event', event, id: e.lastEventId } : { kind: 'event', event });
      } catch {
        // A malformed frame is dropped; the next one still arrives.
      }
    };
    EVENT_TYPES.forEach((t) => source.addEventListener(t, onEvent as EventListener));
    source.addEventListener('stream.open', ((e: MessageEvent<string>) => {
      if (e.lastEventId) emit({ kind: 'seen', id: e.lastEventId });
    }) as EventListener);
    source.addEventListener('stream.reset', ((e: MessageEvent<string>) => {
      if (e.lastEventId) emit({ kind: 'seen', id: e.lastEventId });
      emit({ kind: 'reset' });
    }) as EventListener);
    source.addEventListener('stream.closed', ((e: MessageEvent<string>) => {
      // Closed before the browser reconnects with the spent ticket.
      source.close();
      let reason = 'restart';
      try {
        reason = (JSON.parse(e.data) as { reason?: string }).reason ?? reason;
      } catch {
        // No reason given: treat it as a restart.
      }
      emit({ kind: 'ended', reason });
    }) as EventListener);
    source.onopen = () => emit({ kind: 'open' });
    source.onerror = () => emit({ kind: source.readyState === EventSource.CLOSED ? 'closed' : 'down' });
    return () => source.close();
  });
}

/**
 * What the stream takes from the one shared API client (`@phonesheet/shared`): this module is
 * bundled by each app that uses it (`@phonesheet/shared/live`, not the federated singleton), so
 * it must not hold a client of its own, which would know no access token.
 */
export interface LiveDeps {
  /** A URL for `events` with its single-use ticket (`ticketUrl` of `@phonesheet/shared`). */
  ticketUrl: (path: 'events', params: Record<string, string | undefined>) => Promise<string>;
  /** Ends the session as a 401 does (`notifyUnauthorized` of `@phonesheet/shared`). */
  notifyUnauthorized: () => void;
}

/** Pause before a new ticket after the stream was closed or a ticket could not be had. */
export const LIVE_RETRY_MS = 3000;
/** After a server restart: a short pause, spread so every client does not return at once. */
export const RESTART_RETRY_MS = 500;

/** Resolves when the user is back on this tab (it gets focus, or becomes visible). */
function userReturns(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (document.visibilityState === 'hidden') return;
      window.removeEventListener('focus', done);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    window.addEventListener('focus', done);
    document.addEventListener('visibilitychange', done);
  });
}

/**
 * Follows the company's events while the calling saga runs, handing every message to `handle`;
 * each opening takes a fresh ticket, so a stream the browser gave up on comes back. The id of
 * the last event seen goes along (`lastEventId`): the server first sends what was missed
 * meanwhile, on this instance restarted or another one, or `reset` when it cannot.
 */
export function* followLive(
  handle: (message: LiveMessage) => SagaIterator,
  { ticketUrl, notifyUnauthorized }: LiveDeps,
): SagaIterator {
  let lastEventId: string | undefined;
  for (;;) {
    let url: string | null = null;
    try {
      url = yield call(ticketUrl, 'events', { lastEventId });
    } catch {
      // Offline or signed out: reported as down; tried again below.
    }
    let ended: string | null = null;
    if (url) {
      const channel: EventChannel<LiveMessage> = yield call(liveChannel, url);
      try {
        for (;;) {
          const message: LiveMessage = yield take(channel);
          if (message.kind === 'closed') break;
          if (message.kind === 'ended') {
            ended = message.reason;
            break;
          }
          if (message.kind === 'seen') {
            lastEventId = message.id;
            continue;
          }
          if (message.kind === 'event' && message.id) lastEventId = message.id;
          // The user's own notification goes to the shell's drawer, not to the sheet.
          if (message.kind === 'event' && message.event.type === 'notification.created') {
            yield put(notificationReceived(message.event.notification));
            continue;
          }
          yield call(handle, message);
        }
      } finally {
        channel.close();
      }
    }
    yield call(handle, { kind: 'down' });
    if (ended && isSessionEndReason(ended)) {
      // Its token is dead: no ticket would come; the session ends here as on a 401.
      yield call(notifyUnauthorized);
      return;
    }
    if (ended === 'too-many-streams') {
      // A newer stream of this session took this one's place: coming back only when the user
      // does keeps two tabs from closing each other's streams in turn.
      yield call(userReturns);
    } else if (ended === 'restart') {
      yield delay(RESTART_RETRY_MS + Math.floor(Math.random() * RESTART_RETRY_MS));
    } else {
      yield delay(LIVE_RETRY_MS);
    }
  }
}
