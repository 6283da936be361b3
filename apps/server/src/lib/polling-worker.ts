import { describeError } from './describe-error';
import { logger } from './logger';
import { workerPassFailures } from './process-metrics';

export type PollingWorker = {
  /** Runs a pass soon (a webhook was just stored, a call just queued) instead of waiting for the next tick. */
  wake(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
};

/**
 * Runs `pass` every `intervalMs`, never two at once; a pass that did work runs again at once so a backlog drains.
 * Errors are logged and the loop goes on: the rows stay pending and are retried.
 */
export function startPollingWorker(pass: () => Promise<number>, intervalMs: number, name: string): PollingWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function schedule(delay: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  function run(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    const started = performance.now();
    running = pass()
      .then((done) => {
        // One line per pass that did work: a quiet queue polled every half second would otherwise flood the log.
        if (done > 0)
          logger.info({ worker: name, jobs: done, durationMs: Math.round(performance.now() - started) }, 'Worker pass');
        return done > 0;
      })
      .catch((error: unknown) => {
        workerPassFailures.inc({ worker: name });
        logger.error({ worker: name, error: describeError(error) }, 'A worker failed a pass');
        return false;
      })
      .then((didWork) => {
        running = null;
        const more = didWork || again;
        again = false;
        schedule(more ? 0 : intervalMs);
      });
  }

  schedule(0);
  return {
    wake() {
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
