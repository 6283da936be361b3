import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale, findFreePort } from '../testing/spawned-server';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDirs: string[] = [];

type Outcome = { code: number | null; stderr: string; dataDir: string };

/** Starts the real server with `env` and waits for it to give up (or kills it after 25 s, which fails the test). */
function startExpectingFailure(env: Record<string, string>): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-startup-'));
  dataDirs.push(dataDir);
  // The compiled server, as `npm start` runs it.
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout.resume();
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr, dataDir });
    }),
  );
}

function expectOneLine(outcome: Outcome, message: string): void {
  expect(outcome.code).toBe(1);
  expect(outcome.stderr).toBe(`Comptoir cannot start: ${message}\n`);
  expect(outcome.stderr).not.toContain('    at ');
}

beforeAll(() => buildServerIfStale(), 120_000);

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('a start with a configuration it cannot use', () => {
  it('names a PORT that is not a port, and a metrics token too short to keep anyone out', async () => {
    const [port, token] = await Promise.all([
      startExpectingFailure({ PORT: 'eighty' }),
      startExpectingFailure({ METRICS_TOKEN: 'short' }),
    ]);
    expectOneLine(port, 'PORT: must be a port number (0 to 65535), got "eighty"');
    expectOneLine(token, 'METRICS_TOKEN: must be at least 16 characters long');
  });

  it('fails fast on a busy port, before opening the database', async () => {
    const port = await findFreePort();
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      const outcome = await startExpectingFailure({ PORT: String(port) });
      expectOneLine(outcome, `PORT: 127.0.0.1:${port} is already in use (EADDRINUSE)`);
      expect(existsSync(join(outcome.dataDir, 'pglite'))).toBe(false);
    } finally {
      holder.close();
    }
  });

  it('names a malformed DATABASE_URL and REDIS_URL without echoing their passwords', async () => {
    const [database, redis] = await Promise.all([
      startExpectingFailure({ DATABASE_URL: 'mysql://root:hunter2@db.example/app' }),
      startExpectingFailure({ REDIS_URL: 'http://:hunter2@cache.example' }),
    ]);
    expectOneLine(database, 'DATABASE_URL: must be a postgres:// or postgresql:// address');
    expectOneLine(redis, 'REDIS_URL: must be a redis:// or rediss:// address');
  });

  it('says which DATABASE_URL or REDIS_URL it cannot reach', async () => {
    const [databasePort, redisPort] = await Promise.all([findFreePort(), findFreePort()]);
    const [database, redis] = await Promise.all([
      startExpectingFailure({ DATABASE_URL: `postgres://comptoir:hunter2@127.0.0.1:${databasePort}/comptoir` }),
      startExpectingFailure({ REDIS_URL: `redis://127.0.0.1:${redisPort}` }),
    ]);
    expectOneLine(database, `DATABASE_URL: cannot connect to 127.0.0.1:${databasePort} (ECONNREFUSED)`);
    expectOneLine(redis, `REDIS_URL: cannot connect to 127.0.0.1:${redisPort} (ECONNREFUSED)`);
  });

  it('names a bad key or log level', async () => {
    const [key, level] = await Promise.all([
      startExpectingFailure({ DATA_KEY: 'too-short' }),
      startExpectingFailure({ LOG_LEVEL: 'loud' }),
    ]);
    expectOneLine(key, 'DATA_KEY: must be 32 bytes, written as 64 hex digits or in base64');
    expectOneLine(level, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
  });
});
