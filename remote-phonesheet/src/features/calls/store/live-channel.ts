import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, take } from 'redux-saga/effects';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import { ticketUrl } from '../api';

export type LiveMessage =
  | { kind: 'event'; event: PhonesheetEvent }
  | { kind: 'open' }
  | { kind: 'down' }
  /** The browser gave up (e.g. a reconnect with an expired ticket was refused): open anew. */
  | { kind: 'closed' };

const EVENT_TYPES = [
  'call.created',
  'call.updated',
  'call.deleted',
  'call.restored',
  'statuses.changed',
  'calls.imported',
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
        emit({ kind: 'event', event: JSON.parse(e.data) as PhonesheetEvent });
      } catch {
        // A malformed frame is dropped; the next one still arrives.
      }
    };
    EVENT_TYPES.forEach((t) => source.addEventListener(t, onEvent as EventListener));
    source.onopen = () => emit({ kind: 'open' });
    source.onerror = () => emit({ kind: source.readyState === EventSource.CLOSED ? 'closed' : 'down' });
    return () => source.close();
  });
}

/** Pause before a new ticket after the stream was closed or a ticket could not be had. */
export const LIVE_RETRY_MS = 3000;

/**
 * Follows the company's events while the calling saga runs, handing every message to `handle`;
 * each opening takes a fresh ticket, so a stream the browser gave up on comes back.
 */
export function* followLive(handle: (message: LiveMessage) => SagaIterator): SagaIterator {
  for (;;) {
    let url: string | null = null;
    try {
      url = yield call(ticketUrl, 'events');
    } catch {
      // Offline or signed out: reported as down; tried again below.
    }
    if (url) {
      const channel: EventChannel<LiveMessage> = yield call(liveChannel, url);
      try {
        for (;;) {
          const message: LiveMessage = yield take(channel);
          if (message.kind === 'closed') break;
          yield call(handle, message);
        }
      } finally {
        channel.close();
      }
    }
    yield call(handle, { kind: 'down' });
    yield delay(LIVE_RETRY_MS);
  }
}
