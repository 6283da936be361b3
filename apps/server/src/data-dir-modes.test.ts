import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findOpenToOthers } from './testing/file-modes';
import { startSpawnedServer } from './testing/spawned-server';

// The real server process, started on its own DATA_DIR: the embedded database, the demo photos and the generated
// secrets it writes are its owner's only, and a DATA_DIR an older version left open to everyone is closed at start.
async function startAndStop(dataDir: string): Promise<void> {
  const server = await startSpawnedServer({ DEMO: '1', DATA_DIR: dataDir, JWT_SECRET: '' });
  const exitCode = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  expect(await exitCode).toBe(0);
}

function openToEveryone(dir: string): void {
  const pending = [dir];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) continue;
    chmodSync(path, stats.isDirectory() ? 0o777 : 0o666);
    if (stats.isDirectory()) pending.push(...readdirSync(path).map((name) => join(path, name)));
  }
}

describe('the files of a DATA_DIR', () => {
  const root = mkdtempSync(join(tmpdir(), 'comptoir-modes-'));
  const dataDir = join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are created readable by the owner only', async () => {
    await startAndStop(dataDir);
    for (const written of ['pglite/global/pg_control', 'jwt-secret', 'platform-secrets.json', 'uploads/carts']) {
      expect(existsSync(join(dataDir, written)), written).toBe(true);
    }
    expect(findOpenToOthers(dataDir)).toEqual([]);
  }, 180_000);

  it('are closed to others at start when an older version left them open to everyone', async () => {
    openToEveryone(dataDir);
    expect(findOpenToOthers(dataDir)).toContain('666 pglite/global/pg_control');
    await startAndStop(dataDir);
    expect(findOpenToOthers(dataDir)).toEqual([]);
  }, 180_000);
});
