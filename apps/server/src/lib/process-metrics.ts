import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * Metrics of the process rather than of one app: Node's defaults (memory, CPU, event loop, handles) and what the
 * background workers count. The app's /metrics merges them with its own (http/metrics.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

export const workerPassFailures = new Counter({
  name: 'comptoir_worker_pass_failures_total',
  help: 'Passes of a background worker that failed (the rows stay pending and are retried).',
  labelNames: ['worker'],
  registers: [processRegistry],
});
