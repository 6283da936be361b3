import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type SpawnedServer = { process: ChildProcess; port: number; url: string; exited: Promise<void>; output(): string };

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/**
 * The real server (apps/server/src/main.ts) in its own process, as `npm start` runs it, resolved once it listens.
 * `env` is added to this process's environment; DATABASE_URL and REDIS_URL are cleared unless `env` sets them.
 */
export async function startSpawnedServer(env: Record<string, string>, port?: number): Promise<SpawnedServer> {
  const listenPort = port ?? (await findFreePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', SIMULATOR_ORDER_MINUTES: '0', HOST: '127.0.0.1', ...env, PORT: String(listenPort) },
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
