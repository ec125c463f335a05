/**
 * Work done after the answer: a call's save only queues its pushes, so a slow or failing push
 * service never slows or fails it. In memory, per instance: a push not sent when the instance
 * stops is dropped (a late "call for you" is of little use). At most `max` jobs wait; past
 * that the oldest is dropped and reported.
 */
export function createPushQueue({
  concurrency = 4,
  max = 10_000,
  onError,
}: {
  concurrency?: number;
  max?: number;
  onError: (err: unknown) => void;
}) {
  const waiting: Array<() => Promise<void>> = [];
  const idleWaiters: Array<() => void> = [];
  let running = 0;

  const settle = () => {
    if (running === 0 && waiting.length === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
  };
  const pump = () => {
    while (running < concurrency && waiting.length) {
      const job = waiting.shift() as () => Promise<void>;
      running += 1;
      // Never in the caller's tick: the save answers first.
      setImmediate(() => {
        job()
          .catch(onError)
          .finally(() => {
            running -= 1;
            pump();
            settle();
          });
      });
    }
  };

  return {
    add(job: () => Promise<void>) {
      if (waiting.length >= max) {
        waiting.shift();
        onError(new Error(`push queue full (${max}): the oldest push was dropped`));
      }
      waiting.push(job);
      pump();
    },
    /** Resolves once nothing is queued or running (tests, shutdown). */
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    size: () => waiting.length + running,
  };
}

export type PushQueue = ReturnType<typeof createPushQueue>;
