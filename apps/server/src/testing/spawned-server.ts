import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../db/client';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type SpawnedServer = {
  process: ChildProcess;
  port: number;
  url: string;
  exited: Promise<void>;
  output(): string;
};

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

let built = false;

// The compiled server is what `npm start` runs: built here when its sources changed, once per test worker (the build
// swaps dist/ whole, so workers building at once are safe).
export function buildServerIfStale(): void {
  if (built) return;
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs', '--if-stale'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Building the server failed:\n${build.stdout}${build.stderr}`);
  built = true;
}

/**
 * The real server (apps/server/dist/main.js, compiled) in its own process, as `npm start` runs it, resolved once it
 * listens.
 * `env` is added to this process's environment; DATABASE_URL and REDIS_URL are cleared unless `env` sets them.
 */
export async function startSpawnedServer(env: Record<string, string>, port?: number): Promise<SpawnedServer> {
  buildServerIfStale();
  const listenPort = port ?? (await findFreePort());
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      SIMULATOR_ORDER_MINUTES: '0',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(listenPort),
      LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Comptoir listening')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  return { process: child, port: listenPort, url: `http://127.0.0.1:${listenPort}`, exited, output: () => output };
}

export async function stopSpawnedServer(server: SpawnedServer, signal: NodeJS.Signals): Promise<void> {
  server.process.kill(signal);
  await server.exited;
}

/**
 * Runs `work` on the database of a spawned server (its DATA_DIR, or DATABASE_URL when set), opened for that time only:
 * PGlite lets one process at a time open it, so call it while no server runs on it.
 */
export async function withServerDatabase<T>(
  where: { dataDir: string; databaseUrl: string },
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl || undefined });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
