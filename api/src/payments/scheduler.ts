import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs the billing service's due work (sandbox renewals and period ends) on a timer; the
 * morning digest uses it too (`name` marks its log lines).
 * One tick at a time; tests call runOnce() after moving the billing clock.
 */
export function createBillingScheduler(
  runDue: () => Promise<number>,
  log: FastifyBaseLogger,
  name = 'billing scheduler',
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const runOnce = (): Promise<number> => {
    running ??= runDue()
      .catch((err) => {
        log.error({ err }, `${name} tick failed`);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    runOnce,
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type BillingScheduler = ReturnType<typeof createBillingScheduler>;
