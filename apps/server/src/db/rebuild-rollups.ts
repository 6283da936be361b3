import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { OWNER_ONLY_UMASK } from '../lib/owner-only';
import { rebuildRollups } from '../modules/reports';
import { openDatabase } from './client';

// `npm run db:rollups:rebuild`: recomputes the reports' rollup from the orders (docs/reports.md#rollups), on the
// database the server uses (DATABASE_URL, else the embedded one of DATA_DIR, default ./data). On PostgreSQL it runs
// while the server runs; the embedded database belongs to one process, so there the server is stopped first.
async function run(): Promise<string> {
  const started = performance.now();
  const database = await openDatabase({
    dataDir: resolve(process.env.DATA_DIR || './data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    await rebuildRollups(database.db);
    const result = await database.db.execute<{ rows: number; orders: number }>(
      sql`select count(*)::int as rows, coalesce(sum(orders), 0)::int as orders from cart_day_rollups`,
    );
    const { rows, orders } = result.rows[0] ?? { rows: 0, orders: 0 };
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `Rebuilt the order rollups: ${orders} orders in ${rows} restaurant days, in ${seconds} s`;
  } finally {
    await database.close();
  }
}

process.umask(OWNER_ONLY_UMASK);
run().then(
  (summary) => console.log(summary),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
