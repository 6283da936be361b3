export type Figures = {
  name: string;
  requests: number;
  concurrency: number;
  p50Ms: number;
  p95Ms: number;
  perSecond: number;
};

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

// Runs `requests` calls with `concurrency` in flight and reports latency percentiles and throughput.
export async function measure(
  name: string,
  requests: number,
  concurrency: number,
  call: () => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < requests) {
      next += 1;
      const t0 = performance.now();
      await call();
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests,
    concurrency,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    perSecond: requests / elapsedS,
  };
}

export function printFigures(rows: Figures[]): void {
  console.table(
    rows.map((r) => ({
      benchmark: r.name,
      requests: r.requests,
      concurrency: r.concurrency,
      'p50 ms': r.p50Ms.toFixed(1),
      'p95 ms': r.p95Ms.toFixed(1),
      'req/s': r.perSecond.toFixed(0),
    })),
  );
}
