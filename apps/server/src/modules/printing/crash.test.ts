import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseDriver } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { carts, companies, printers, printJobs } from '../../db/schema';
import { DEMO_COMPANY_NAMES, seedDemo } from '../../db/seed';
import { createPostgresTestDatabase, TEST_DRIVERS } from '../../db/testing';
import {
  findFreePort,
  startSpawnedServer,
  stopSpawnedServer,
  withServerDatabase,
  type SpawnedServer,
} from '../../testing/spawned-server';
import { aCart } from '../orders/testing/a-cart';
import { createCloudPrntPrinter } from '@comptoir/platform-sim';

// The real server, SIGKILLed between the printer's GET and its DELETE: after a restart the job is offered again,
// since nothing says it printed; once a 2xx confirmation is committed it is never offered again, whatever is killed
// (docs/printing.md#exactly-once).
describe.each(TEST_DRIVERS)('a CloudPRNT job across server kills (%s)', (driver: DatabaseDriver) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-print-crash-'));
  let databaseUrl = '';
  let dropDatabase: () => Promise<void> = async () => undefined;
  let port = 0;
  let credentials = { mac: '', secret: '' };
  let cartId = 0;
  let server: SpawnedServer | null = null;
  // PGlite allows one process at a time: the test opens it only while no server runs.
  const withDatabase = <T>(work: (database: Database) => Promise<T>): Promise<T> =>
    withServerDatabase({ dataDir, databaseUrl }, work);
  const start = async () => {
    server = await startSpawnedServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, port);
    return createCloudPrntPrinter(server.url, credentials);
  };
  const kill = async () => {
    if (server) await stopSpawnedServer(server, 'SIGKILL');
    server = null;
  };

  beforeAll(async () => {
    if (driver === 'pg') ({ url: databaseUrl, drop: dropDatabase } = await createPostgresTestDatabase());
    await withDatabase(async (database) => {
      await migrateDatabase(database);
      await seedDemo(database.db, { days: 1, uploadsDir: join(dataDir, 'uploads') });
      const [burger] = await database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
      // A printer of its own, linked to no restaurant: only the job the test queues is ever offered to it.
      const [printer] = await database.db
        .insert(printers)
        .values({
          companyId: burger?.id ?? 0,
          label: 'Crash',
          mac: '00:11:62:c0:ff:ee',
          cloudPrintEnabled: true,
          pollInterval: 5,
          clientType: 'test',
        })
        .returning();
      credentials = { mac: printer?.mac ?? '', secret: printer?.secret ?? '' };
      const cart = await aCart(database.db, { status: 'ACCEPTED' });
      cartId = cart.id;
      await database.db.insert(printJobs).values({ cartId, printerId: printer?.id ?? 0, copies: 1 });
    });
    port = await findFreePort();
  }, 120_000);
  afterAll(async () => {
    await kill();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  });

  it('offers a fetched but unconfirmed job again after a restart, and never once confirmed', async () => {
    let printer = await start();
    const { answer } = await printer.poll();
    expect(answer?.jobReady).toBe(true);
    const token = answer?.jobToken;
    expect((await printer.fetchJob(token)).status).toBe(200);
    await kill();

    printer = await start();
    expect((await printer.poll()).answer).toMatchObject({ jobReady: true, jobToken: token });
    expect((await printer.fetchJob(token)).status).toBe(200);
    await kill();
    // The printer printed it, but its confirmation finds no server: nothing recorded it, so it is offered again.
    await expect(printer.confirm(token, '200 OK')).rejects.toThrow();

    printer = await start();
    expect((await printer.poll()).answer).toMatchObject({ jobReady: true, jobToken: token });
    expect((await printer.fetchJob(token)).status).toBe(200);
    expect((await printer.confirm(token, '200 OK')).status).toBe(200);
    await kill();

    printer = await start();
    expect((await printer.poll()).answer?.jobReady).toBe(false);
    expect((await printer.fetchJob(token)).status).toBe(404);
    await kill();

    await withDatabase(async (database) => {
      const jobs = await database.db.select().from(printJobs).where(eq(printJobs.cartId, cartId));
      expect(jobs.map((job) => ({ status: job.status, attempts: job.attempts, resultCode: job.resultCode }))).toEqual([
        { status: 'printed', attempts: 3, resultCode: '200 OK' },
      ]);
      const [cart] = await database.db.select({ printedAt: carts.printedAt }).from(carts).where(eq(carts.id, cartId));
      expect(cart?.printedAt).not.toBeNull();
    });
  }, 300_000);
});
