import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';
import type { HttpServer } from './http-server';
import type { Lifecycle } from './lifecycle';

/** The whole shutdown stays under this; past it the process exits anyway (docs/operations.md#shutdown). */
const DEADLINE_MS = 10_000;
// In-flight requests get this long; then their connections are cut so the closing steps fit in the deadline.
const DRAIN_MS = 8_000;
const IDLE_SWEEP_MS = 100;

type ShutdownSteps = {
  http: HttpServer;
  lifecycle: Lifecycle;
  /** Stop taking new work and wait for the work in progress (workers' passes, simulators, sweepers). */
  stopWork: () => Promise<unknown>;
  /** Close what the work used: the event bus and Redis, then the database. */
  closeConnections: () => Promise<unknown>;
};

function drain(http: HttpServer): Promise<void> {
  return new Promise((resolve) => {
    const closed = new Promise<void>((done) => http.server.close(() => done()));
    // A keep-alive connection whose request just finished is idle: closed at once rather than after its timeout.
    const sweep = setInterval(() => http.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      logger.warn({ inFlight: http.inFlight() }, 'Requests still running at the drain deadline are cut');
      http.server.closeAllConnections();
    }, DRAIN_MS);
    void closed.then(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
  });
}

async function shutDown(signal: NodeJS.Signals, steps: ShutdownSteps): Promise<void> {
  const started = Date.now();
  logger.info({ signal, inFlight: steps.http.inFlight() }, 'Shutting down');
  const force = setTimeout(() => {
    logger.error({ deadlineMs: DEADLINE_MS }, 'Shutdown did not finish in time; exiting');
    process.exit(1);
  }, DEADLINE_MS);
  force.unref();
  // From here /readyz answers 503 and live-event streams end, so load balancers and tablets move elsewhere.
  steps.lifecycle.beginShutdown();
  const drained = drain(steps.http);
  const workStopped = steps.stopWork();
  await Promise.all([drained, workStopped]);
  await steps.closeConnections();
  clearTimeout(force);
  logger.info({ durationMs: Date.now() - started }, 'Stopped');
}

/** On the first SIGTERM or SIGINT: stop accepting, drain, stop the workers, close connections, exit 0. */
export function shutDownOnSignals(steps: ShutdownSteps): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    shutDown(signal, steps).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ error: describeError(error) }, 'Shutting down failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
