import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

describe('embedded database lock', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'comptoir-lock-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second open of the same DATA_DIR with a message that says what to do', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Another Comptoir process (pid ${process.pid}) is using the embedded database in ${dataDir}. ` +
          'Stop it, or set DATA_DIR to another folder, or DATABASE_URL.',
      );
      const result = await first.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(result.rows[0]?.one).toBe(1);
    } finally {
      await first.close();
    }
  });

  it('refuses another process while this one holds the database', async () => {
    const held = await openDatabase({ dataDir });
    try {
      const script = join(dataDir, 'open-second.mts');
      writeFileSync(
        script,
        `import { openDatabase } from ${JSON.stringify(fileURLToPath(new URL('./client.ts', import.meta.url)))};\n` +
          `await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }).then(() => console.log('opened'), (e) => console.log(e.message));\n`,
      );
      const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', cwd: serverDir });
      expect(child.stdout).toContain(
        `Another Comptoir process (pid ${process.pid}) is using the embedded database in ${dataDir}.`,
      );
    } finally {
      await held.close();
    }
  });

  it('opens again once the first one is closed, keeping the data', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (value int)`);
    await first.db.execute(sql`insert into kept values (42)`);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const result = await second.db.execute<{ value: number }>(sql`select value from kept`);
      expect(result.rows[0]?.value).toBe(42);
    } finally {
      await second.close();
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dataDir, 'pglite.lock'), dead.stdout);
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
