import { EventEmitter } from 'node:events';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { Listener, LiveEvent } from './events';

/** The in-process half both buses share: listeners by company, observers of everything. */
export function createFanout() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const observers = new Set<(companyId: string, event: PhonesheetEvent) => void>();
  return {
    deliver(companyId: string, live: LiveEvent) {
      for (const observe of observers) observe(companyId, live.event);
      emitter.emit(companyId, live);
    },
    observe(observer: (companyId: string, event: PhonesheetEvent) => void) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    subscribe(companyId: string, listener: Listener) {
      emitter.on(companyId, listener);
      return () => emitter.off(companyId, listener);
    },
    listenerCount: (companyId: string) => emitter.listenerCount(companyId),
    close() {
      emitter.removeAllListeners();
      observers.clear();
    },
  };
}
