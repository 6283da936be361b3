import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { startPollingWorker } from './polling-worker';
import { processRegistry } from './process-metrics';

async function failuresOf(worker: string): Promise<number> {
  const metric = await processRegistry.getSingleMetric('comptoir_worker_pass_failures_total')?.get();
  return metric?.values.find((value) => value.labels.worker === worker)?.value ?? 0;
}

describe('the polling worker', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs and counts a failed pass, then carries on polling', async () => {
    const error = vi.spyOn(logger, 'error');
    let passes = 0;
    const worker = startPollingWorker(
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('database went away');
        return 0;
      },
      5,
      'test-failing',
    );
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(2));
    await worker.stop();
    expect(error).toHaveBeenCalledWith(
      { worker: 'test-failing', error: expect.stringContaining('database went away') },
      'A worker failed a pass',
    );
    expect(await failuresOf('test-failing')).toBe(1);
  });

  it('logs a pass that did work with how many jobs it did', async () => {
    const info = vi.spyOn(logger, 'info');
    let passes = 0;
    const worker = startPollingWorker(async () => (++passes === 1 ? 3 : 0), 5, 'test-working');
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(2));
    await worker.stop();
    expect(info).toHaveBeenCalledWith(
      { worker: 'test-working', jobs: 3, durationMs: expect.any(Number) },
      'Worker pass',
    );
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('stops claiming once stopped, after the pass in progress finishes', async () => {
    let finishPass = () => undefined as void;
    let passes = 0;
    const worker = startPollingWorker(
      () => {
        passes += 1;
        return new Promise<number>((resolve) => (finishPass = () => resolve(1)));
      },
      5,
      'test-stopping',
    );
    await vi.waitFor(() => expect(passes).toBe(1));
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finishPass();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The pass did work, which would run another at once: stopped, none starts.
    expect(passes).toBe(1);
  });
});
