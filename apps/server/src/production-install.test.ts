import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './testing/spawned-server';

// The compiled server in an install without the development packages (docs/deployment.md#production-install): its
// files copied beside a node_modules that lacks faker, as `npm ci --omit=dev` leaves it.
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LEFT_OUT = '@faker-js';

function runServer(root: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', HOST: '127.0.0.1', SIMULATOR_ORDER_MINUTES: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

describe('the compiled server without the development install', () => {
  const root = mkdtempSync(join(tmpdir(), 'comptoir-production-'));

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs', '--if-stale'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    // Copied, not linked: Node resolves a linked module's packages from where the link points.
    cpSync(join(REPO_ROOT, 'apps/server/dist'), join(root, 'apps/server/dist'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'apps/server/drizzle'), join(root, 'apps/server/drizzle'));
    symlinkSync(join(REPO_ROOT, 'apps/server/node_modules'), join(root, 'apps/server/node_modules'));
    mkdirSync(join(root, 'node_modules'));
    for (const name of readdirSync(join(REPO_ROOT, 'node_modules')).filter((entry) => entry !== LEFT_OUT))
      symlinkSync(join(REPO_ROOT, 'node_modules', name), join(root, 'node_modules', name));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stops with one line when DEMO=1, before opening the database', async () => {
    const dataDir = join(root, 'demo-data');
    const server = runServer(root, { DEMO: '1', DATA_DIR: dataDir, PORT: String(await findFreePort()) });
    // A server that starts instead is stopped, so a failing run leaves no process behind.
    const stop = setTimeout(() => server.child.kill('SIGTERM'), 30_000);
    const exitCode = await server.exited;
    clearTimeout(stop);
    expect(exitCode).toBe(1);
    expect(server.stderr()).toBe(
      'DEMO=1 needs the development install: @faker-js/faker is missing. ' +
        'Run `npm install` (not --omit=dev), or set DEMO=0.\n',
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('serves with DEMO=0', async () => {
    const port = await findFreePort();
    const server = runServer(root, { DEMO: '0', DATA_DIR: join(root, 'data'), PORT: String(port) });
    try {
      const deadline = Date.now() + 60_000;
      let health: Response | null = null;
      while (!health?.ok && Date.now() < deadline && server.child.exitCode === null) {
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(health?.status, server.stdout() + server.stderr()).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000);
});
