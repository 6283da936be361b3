import { createServer } from 'node:http';
import { join } from 'node:path';
import { createApp } from './app';
import { loadConfig, ownBaseUrl } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { describeError } from './lib/describe-error';
import { seedDemo } from './db/seed';
import { createEventBus } from './events/create-event-bus';
import { createRateLimitStore } from './lib/create-rate-limit-store';
import { OWNER_ONLY_UMASK, restrictToOwner } from './lib/owner-only';
import { createDemoSimulator } from './modules/intake/demo-simulator';
import { createIntake } from './modules/intake/start-intake';
import { createMailTransport } from './modules/mail/mail-transport';
import { startMailWorker } from './modules/mail/mail-worker';
import { startApplicationWebhookWorker } from './modules/applications/application-webhook-worker';
import { announceCart, applyAutomaticActions } from './modules/orders/on-cart-received';
import { checkStoreCredentials } from './platforms/outbound/check-store-credentials';
import { startBusyModeSweeper } from './modules/operations/end-expired-busy-mode';
import { startSuspensionSweeper } from './modules/menus/suspension-sweeper';
import { startDemoPrinters } from './modules/printing/demo-printers';

// DATA_DIR holds password hashes, secrets and order photos: nothing in it is for other users (docs/security.md).
process.umask(OWNER_ONLY_UMASK);
const config = loadConfig();
restrictToOwner(config.dataDir);
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await migrateDatabase(database);

// seedDemo writes only into an empty database, so a restart keeps whatever the demo users changed.
if (config.demo) {
  const summary = await seedDemo(database.db, { uploadsDir: join(config.dataDir, 'uploads'), dataKey: config.dataKey });
  if (summary.seeded) console.log(`Demo data seeded: ${summary.restaurants} restaurants, ${summary.carts} orders`);
}

const eventBus = await createEventBus(config);
const rateLimits = await createRateLimitStore(config, database.db);
// Webhooks are stored by the HTTP route and processed here; events a previous process left pending are resumed.
const intake = createIntake(database.db, config);
intake.start({
  onCartCreated: applyAutomaticActions,
  onCartCommitted: (cart, created) => announceCart({ db: database.db, eventBus }, cart, created),
});
// E-mails queued by earlier transactions (sign-up codes, reset links) are sent, or written to DATA_DIR/outbox/.
const mailWorker = startMailWorker({ db: database.db, transport: createMailTransport(config) });
// Events for applications (docs/webhooks.md), written with the changes they report, are posted to their addresses.
const applicationWebhookWorker = startApplicationWebhookWorker({
  db: database.db,
  allowPrivateNetworks: config.webhooksToPrivateNetworks,
});
const simulator = config.demo
  ? await createDemoSimulator({
      db: database.db,
      config,
      onStored: intake.onWebhookStored,
      autoOrderEveryMs: config.simulatorOrderEveryMs,
    })
  : null;
const app = createApp({
  database,
  config,
  eventBus,
  rateLimits,
  wakeOutbound: intake.wakeOutbound,
  checkStoreCredentials: (restaurant, login, password) =>
    checkStoreCredentials({ client: intake.client, connections: config.platforms }, restaurant, login, password),
  onWebhookStored: intake.onWebhookStored,
  simulator,
});
const stopBusyModeSweeper = startBusyModeSweeper({ db: database.db, wakeOutbound: intake.wakeOutbound });
// Items suspended until tomorrow on a platform with no timer of its own (Glovo) are made available again at midnight.
const stopSuspensionSweeper = startSuspensionSweeper({ db: database.db });
// Demo mode: the seeded CloudPRNT printers are played by emulated ones polling this server, so auto-print comes out.
const demoPrinters = config.demo ? await startDemoPrinters(database.db, ownBaseUrl(config)) : null;
const server = createServer(app);
server.listen(config.port, config.host, () => {
  console.log(`Comptoir listening on http://${config.host}:${config.port} (${database.driver} database)`);
  simulator?.startAutoOrders();
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  server.close();
  server.closeAllConnections();
  simulator?.stop();
  demoPrinters?.stop();
  stopBusyModeSweeper();
  stopSuspensionSweeper();
  // The Redis clients (event bus, rate limits) before the database: a connection left open would keep the process
  // alive.
  Promise.allSettled([
    eventBus.close(),
    rateLimits.close(),
    intake.stop(),
    mailWorker.stop(),
    applicationWebhookWorker.stop(),
  ])
    .then(() => database.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutting down failed:', describeError(error));
        process.exit(1);
      },
    );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
