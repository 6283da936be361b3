import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type ServerProcess = {
  origin: string;
  /** The most memory the process has held at once so far (its peak resident set, VmHWM), in bytes. */
  peakRss(): number;
  stop(): Promise<void>;
};

function peakRssOf(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

/** The server's bundle, built as `npm start` builds it: only when it is missing or older than its sources. */
function buildServer(): void {
  const build = spawnSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server did not build');
}

/**
 * The real server, compiled, as `npm start` runs it (demo data, simulator), on a fresh embedded database and a free
 * port, or on the DATA_DIR given (a database the bench filled beforehand; the demo seed leaves a database with data
 * alone).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  { dataDir = mkdtempSync(join(tmpdir(), 'comptoir-bench-live-')) }: { dataDir?: string } = {},
): Promise<ServerProcess> {
  buildServer();
  const port = await freePort();
  // BENCH_CPU_PROF_DIR=<dir>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: '',
      SIMULATOR_ORDER_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Ready, not merely alive: /healthz answers while the demo is still being seeded (minutes on a busy machine).
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server was not ready within 10 minutes');
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    peakRss: () => peakRssOf(child.pid ?? 0),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
