// `npm run bench:reports`: a large history (5 million orders on PostgreSQL, 300,000 on the embedded database by
// default; BENCH_REPORT_ORDERS overrides) for the demo company, then the timings of the report queries and the export
// a restaurant group runs on it, with the server's memory. Figures only — nothing here fails on a timing.
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/db/seed';
import { foldRollupDeltas } from '../../apps/server/src/modules/reports/rollup-worker';
import { seedLargeHistory } from './large-history';
import { startServerProcess } from './server-process';
import { createThrowawayPostgres } from './throwaway-postgres';

const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
const orders = Number(process.env.BENCH_REPORT_ORDERS ?? (onPostgres ? 5_000_000 : 300_000));
const DAYS = 730;
// Each report is asked this many times in a row: the median and the slowest are printed (the machines are shared).
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const RESTAURANTS = 120;

const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-bench-reports-'));
const postgres = onPostgres ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL ?? '') : undefined;
const database = await openDatabase({ dataDir, databaseUrl: postgres?.url, memory: !postgres });
await migrateDatabase(database);
await seedDemo(database.db, { days: 2 });

const seedStarted = performance.now();
await seedLargeHistory(database.db, {
  orders,
  restaurants: RESTAURANTS,
  days: DAYS,
  companyName: 'Demo Burger Co',
  onProgress: (inserted) => process.stdout.write(`\r  inserted ${inserted.toLocaleString('en')} orders`),
});
console.log(
  `\ndriver ${database.driver}: ${orders.toLocaleString('en')} orders over ${DAYS} days and ${RESTAURANTS} restaurants (2 lines each) in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
);

// The server's rollup worker folds the orders' deltas as they are written (docs/reports.md#rollups); here they are
// folded once the seed is in, before anything is measured.
const foldStarted = performance.now();
let folded = 0;
for (let batch = await foldRollupDeltas(database.db); batch > 0; batch = await foldRollupDeltas(database.db))
  folded += batch;
console.log(
  `rollups: ${folded.toLocaleString('en')} deltas folded in ${((performance.now() - foldStarted) / 1000).toFixed(1)} s`,
);
// A bulk load leaves the tables without statistics and the folded rows' old versions in place until autovacuum comes
// by; a server that has run a while has both, so the queries are measured on a vacuumed, analysed database.
await database.db.execute(sql`vacuum analyze`);

const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret' }), port: 0 };
const server: Server = createServer(createApp({ database, config }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
const origin = `http://127.0.0.1:${address.port}`;

async function graphql<T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  at: string = origin,
): Promise<T> {
  const response = await fetch(`${at}/graphql/kom`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signIn(at: string): Promise<string> {
  const { login } = await graphql<{ login: { token: string } }>(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: 'company@demo.comptoir.test', password: 'company-demo-2026' },
    undefined,
    at,
  );
  return login.token;
}
const token = await signIn(origin);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PERIODS = {
  week: { fromDate: day(-13), toDate: day(-7) },
  month: { fromDate: day(-37), toDate: day(-7) },
  year: { fromDate: day(-372), toDate: day(-7) },
};
const FILTER = '$fromDate: String!, $toDate: String!';
const ARGS = 'fromDate: $fromDate, toDate: $toDate';
const QUERIES: Record<string, string> = {
  'history: first page of 50 + totals': `query(${FILTER}) { history(${ARGS}, first: 50) { totalCount stats { count total } edges { node { id total } } } }`,
  'analytics: totalOrder': `query(${FILTER}) { totalOrder(${ARGS}) { overall { total totalCommand inactivity } byRestaurant { total } } }`,
  'analytics: totalOrderDayMap': `query(${FILTER}) { totalOrderDayMap(${ARGS}) { dayOfWeek hour sales total } }`,
  'analytics: dailyBestItem (50)': `query(${FILTER}) { dailyBestItem(${ARGS}) { title total revenue vatRates } }`,
  'analytics: dailyBestItem (50) with options': `query(${FILTER}) { dailyBestItem(${ARGS}, includeOptions: true) { title total revenue vatRates } }`,
  'VAT: tvaReport': `query(${FILTER}) { tvaReport(${ARGS}) { orderCount lines { key amount } } }`,
  'VAT: tvaOrder first page': `query(${FILTER}) { tvaOrder(${ARGS}, first: 50) { totalCount edges { node { ttc } } } }`,
};

// Issue 21, item 3: every report within 50 ms (p95) for any period up to a year on 5 million orders, and the export at
// 20,000 rows a second within 300 MB. Its baselines, where it measured one (on 1 and 5 million orders).
const REPORT_GOAL = '≤ 50 ms p95';
const EXPORT_GOAL = '≥ 20,000 rows/s, ≤ 300 MB';
const EXPORT_MAX_ROWS = 300_000;
const BASELINES: Record<string, Partial<Record<keyof typeof PERIODS, string>>> = {
  'history: first page of 50 + totals': { month: '1.5 s on 5 M', year: '743 ms on 1 M, 9.5 s on 5 M' },
  'analytics: dailyBestItem (50)': { year: '2.5 s on 1 M' },
  'VAT: tvaReport': { month: '677 ms on 1 M', year: '7.3 s on 1 M' },
};

type Row = { report: string; period: string; orders: number; ms: number; extra: string };
const rows: Row[] = [];
// The reports count the orders that are not canceled; the export writes a row for every order, canceled ones too.
const orderCounts = async (period: { fromDate: string; toDate: string }) => {
  const { stats } = (
    await graphql<{ history: { stats: { count: number; canceled: number } } }>(
      `query(${FILTER}) { history(${ARGS}, first: 0) { stats { count canceled } } }`,
      period,
      token,
    )
  ).history;
  return { count: stats.count, exportRows: stats.count + stats.canceled };
};

const exportRowsOf: Partial<Record<string, number>> = {};
for (const [periodName, period] of Object.entries(PERIODS)) {
  const { count, exportRows } = await orderCounts(period);
  exportRowsOf[periodName] = exportRows;
  for (const [name, query] of Object.entries(QUERIES)) {
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await graphql(query, period, token);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)] ?? 0;
    const slowest = timings.at(-1) ?? 0;
    rows.push({
      report: name,
      period: periodName,
      orders: count,
      ms: median,
      extra: `slowest ${slowest.toFixed(0)} ms`,
    });
  }
}

// On PostgreSQL the exports are downloaded from a server process of their own, so that its peak memory is the
// server's alone (issue 21: within 300 MB); the embedded database lives in this process, which serves them itself.
const exporter = postgres ? await startServerProcess({ DATABASE_URL: postgres.url }) : undefined;
const exportOrigin = exporter?.origin ?? origin;
const exportToken = exporter ? await signIn(exportOrigin) : token;
for (const [periodName, period] of Object.entries(PERIODS)) {
  const exportRows = exportRowsOf[periodName] ?? 0;
  // A year of the 5-million-order group is 2.4 million rows, an overnight job rather than a screen's wait: the export
  // is measured on periods up to EXPORT_MAX_ROWS, where the rows a second are no longer the fixed cost of a download.
  if (exportRows > EXPORT_MAX_ROWS) continue;
  const started = performance.now();
  const { exportCart } = await graphql<{ exportCart: { url: string } }>(
    `mutation(${FILTER}) { exportCart(${ARGS}) { url } }`,
    period,
    exportToken,
    exportOrigin,
  );
  const response = await fetch(new URL(exportCart.url, exportOrigin));
  // Counted as it arrives, as a browser saves it: the client holds no copy of the file.
  let bytes = 0;
  for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - started;
  rows.push({
    report: 'export: orders .xlsx, streamed',
    period: periodName,
    orders: exportRows,
    ms,
    extra: `${(bytes / 2 ** 20).toFixed(1)} MiB, ${Math.round(exportRows / (ms / 1000)).toLocaleString('en')} rows/s`,
  });
}
const exporterPeakRss = exporter?.peakRss();
await exporter?.stop();
clearInterval(sampler);

console.table(
  rows.map((row) => ({
    report: row.report,
    period: row.period,
    orders: row.orders,
    'ms (median)': row.ms.toFixed(0),
    'slowest, or file': row.extra,
    goal: row.report.startsWith('export') ? EXPORT_GOAL : REPORT_GOAL,
    'issue baseline': BASELINES[row.report]?.[row.period as keyof typeof PERIODS] ?? '',
  })),
);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
console.log(
  exporterPeakRss === undefined
    ? `memory: peak rss ${mib(peakRss)} of this process, which seeded the database, holds it and served every report and export`
    : `memory: peak rss ${mib(exporterPeakRss)} of the server process that served the exports (goal ≤ 300 MB); ${mib(peakRss)} of this process, which seeded the database and served the reports`,
);

server.close();
await database.close();
await postgres?.drop();
rmSync(dataDir, { recursive: true, force: true });
