import { eventChannel, type EventChannel } from 'redux-saga';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import { withToken } from '../api';

export type LiveMessage = { kind: 'event'; event: PhonesheetEvent } | { kind: 'open' } | { kind: 'down' };

const EVENT_TYPES = [
  'call.created',
  'call.updated',
  'call.deleted',
  'call.restored',
  'statuses.changed',
  'calls.imported',
];

/** The company's server-sent events as a saga channel; EventSource reconnects by itself. */
export function liveChannel(): EventChannel<LiveMessage> {
  return eventChannel<LiveMessage>((emit) => {
    if (typeof EventSource === 'undefined') return () => undefined;
    const source = new EventSource(withToken('events'));
    const onEvent = (e: MessageEvent<string>) => {
      try {
        emit({ kind: 'event', event: JSON.parse(e.data) as PhonesheetEvent });
      } catch {
        // A malformed frame is dropped; the next one still arrives.
      }
    };
    EVENT_TYPES.forEach((t) => source.addEventListener(t, onEvent as EventListener));
    source.onopen = () => emit({ kind: 'open' });
    source.onerror = () => emit({ kind: 'down' });
    return () => source.close();
  });
}
