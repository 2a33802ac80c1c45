import type { Logger } from './logger.ts';

/** The first run waits a little after start, so a restart loop cannot hammer the database. */
const FIRST_RUN_DELAY_MS = 60_000;

export type PeriodicJobOptions = { intervalMs: number; firstRunDelayMs?: number };

/**
 * Runs `sweep` (which answers how many things it removed) every `intervalMs` on each instance.
 * Only for idempotent clean-ups, where a second instance running the same sweep is harmless.
 */
export function createPeriodicJob(name: string, sweep: () => Promise<number>, logger: Logger, { intervalMs, firstRunDelayMs = FIRST_RUN_DELAY_MS }: PeriodicJobOptions) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<number> | undefined;

  async function runOnce(): Promise<number> {
    running ??= sweep()
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, `${name}: removed ${removed}`);
        return removed;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, `${name} failed`);
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start() {
      stopped = false;
      const schedule = (delay: number) => {
        if (stopped) return;
        timer = setTimeout(() => void runOnce().finally(() => schedule(intervalMs)), delay);
        timer.unref();
      };
      if (!timer) schedule(firstRunDelayMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
export type PeriodicJob = ReturnType<typeof createPeriodicJob>;
