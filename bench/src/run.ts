// `npm run bench`: seeds the 90-day demo into a fresh database, serves the API on a free loopback port and
// prints latency and throughput of the hot foundation calls. Figures only — nothing here fails on a timing.
// BENCH_DATABASE_URL=postgres://… runs it against PostgreSQL (a throwaway database is created and dropped).
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/db/seed';
import { measure, printFigures, type Figures } from './measure';
import { createThrowawayPostgres } from './throwaway-postgres';
import { benchLiveOrders } from './live-orders';
import { benchTablets } from './tablets';
import { benchIntakeBurst, burstSize } from './intake-burst';
import { benchMenus } from './menus';
import { benchApplicationWebhooks } from './application-webhooks';
import { benchTicketRender } from './ticket-render';

const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-bench-'));
const postgres = process.env.BENCH_DATABASE_URL
  ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL)
  : undefined;
const database = await openDatabase({ dataDir, databaseUrl: postgres?.url, memory: !postgres });
await migrateDatabase(database);

const seedStarted = performance.now();
const summary = await seedDemo(database.db, { uploadsDir: join(dataDir, 'uploads') });
const seedSeconds = (performance.now() - seedStarted) / 1000;
console.log(`driver ${database.driver}: demo seed of ${summary.carts} orders in ${seedSeconds.toFixed(1)} s`);

const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret' }), port: 0 };
const server: Server = createServer(createApp({ database, config }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
const url = `http://127.0.0.1:${address.port}/graphql/kom`;

async function graphql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
async function login(email: string, password: string): Promise<string> {
  const data = (await graphql(LOGIN, { email, password })) as { login: { token: string } };
  return data.login.token;
}

const admin = await login('admin@demo.comptoir.test', 'admin-demo-2026');
const company = await login('company@demo.comptoir.test', 'company-demo-2026');
const INIT = `{ connected me { uuid email roles } switchedUser { uuid } platforms { id name color }
  restaurants { totalCount edges { node { uuid title platform { name } company { name } restaurantKOM { isConnected isBusyUntil } } } } }`;
const COMPANIES = '{ companys(first: 100) { totalCount edges { node { id name restaurants { uuid title } } } } }';

const rows: Figures[] = [];
rows.push(
  await measure('healthz', 500, 8, async () => void (await fetch(url.replace('/graphql/kom', '/healthz'))).text()),
);
rows.push(await measure('init profile (company)', 300, 8, async () => void (await graphql(INIT, {}, company))));
rows.push(
  await measure('init profile (admin, all restaurants)', 300, 8, async () => void (await graphql(INIT, {}, admin))),
);
rows.push(
  await measure('companys with restaurants (admin)', 300, 8, async () => void (await graphql(COMPANIES, {}, admin))),
);
// argon2id is deliberately slow; this shows what one core can verify per second.
rows.push(
  await measure(
    'login (argon2id verify)',
    40,
    2,
    async () => void (await login('basic@demo.comptoir.test', 'basic-demo-2026')),
  ),
);
printFigures(rows);
console.log(`memory: rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);

console.log('\n== Ticket rendering (receiptline document → SVG → PNG, then the /template endpoint) ==');
await benchTicketRender({
  db: database.db,
  baseUrl: url.replace('/graphql/kom', ''),
  token: company,
  companyName: 'Demo Burger Co',
});

console.log('\n== Menus (the /menus tree, an availability change, a 2,000-item menu) ==');
await benchMenus({ db: database.db, graphql, company });

console.log(
  '\n== Application webhooks (an order event written with its change; the worker posting to a local receiver) ==',
);
await benchApplicationWebhooks(database.db);

server.close();
await database.close();
await postgres?.drop();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\n== Live orders (a real server process, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}) ==`,
);
const livePostgres = process.env.BENCH_DATABASE_URL
  ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL)
  : undefined;
await benchLiveOrders(livePostgres?.url);
await livePostgres?.drop();

console.log(
  `\n== Intake burst (issue 21, item 2: signed webhooks posted at once, written as orders, on the tablets; ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}) ==`,
);
const intakePostgres = process.env.BENCH_DATABASE_URL
  ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL)
  : undefined;
await benchIntakeBurst(intakePostgres?.url, burstSize());
await intakePostgres?.drop();

console.log(
  `\n== Tablets from memory (issue 21: activeOrders beside { __typename }, many tablets, a large history; ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}) ==`,
);
const tabletsPostgres = process.env.BENCH_DATABASE_URL
  ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL)
  : undefined;
await benchTablets(tabletsPostgres?.url);
await tabletsPostgres?.drop();
