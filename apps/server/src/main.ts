import { join } from 'node:path';
import { createApp } from './app';
import { loadConfig, ownBaseUrl, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createEventBus } from './events/create-event-bus';
import { createRateLimitStore } from './lib/create-rate-limit-store';
import { logger } from './lib/logger';
import { OWNER_ONLY_UMASK, restrictToOwner } from './lib/owner-only';
import { createHttpServer } from './lifecycle/http-server';
import { createLifecycle } from './lifecycle/lifecycle';
import { assertReachable } from './lifecycle/reachable';
import { shutDownOnSignals } from './lifecycle/shutdown';
import { exitOnStartupFailure, unreachable } from './lifecycle/startup-failure';
import { createIntake } from './modules/intake/start-intake';
import { createWebhookEventBatcher } from './modules/intake/webhook-event-batcher';
import { loadDemoMode } from './load-demo-mode';
import { createMailTransport } from './modules/mail/mail-transport';
import { startMailWorker } from './modules/mail/mail-worker';
import { startApplicationWebhookWorker } from './modules/applications/application-webhook-worker';
import { startRollupWorker } from './modules/reports/rollup-worker';
import { announceCarts, applyAutomaticActions } from './modules/orders/on-cart-received';
import { checkStoreCredentials } from './platforms/outbound/check-store-credentials';
import { startBusyModeSweeper } from './modules/operations/end-expired-busy-mode';
import { startPauseSweeper } from './modules/operations/resume-expired-pauses';
import { startSuspensionSweeper } from './modules/menus/suspension-sweeper';
import { startPlatformStatusSweeper } from './modules/platform-status';

// DATA_DIR holds password hashes, secrets and order photos: nothing in it is for other users (docs/security.md).
process.umask(OWNER_ONLY_UMASK);
// A bad variable, a busy port or an unreachable database ends the start with one line naming the variable.
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  exitOnStartupFailure(error);
}
const lifecycle = createLifecycle();
const http = createHttpServer(lifecycle);
// The port first: a busy one fails in a second, not after migrating and seeding.
await http.listen(config.port, config.host).catch(exitOnStartupFailure);
await Promise.all([
  config.databaseUrl && assertReachable('DATABASE_URL', config.databaseUrl),
  config.redisUrl && assertReachable('REDIS_URL', config.redisUrl),
]).catch(exitOnStartupFailure);
// Before the database opens: an install without demo mode's packages stops here with one line (docs/deployment.md).
const demo = config.demo ? await loadDemoMode() : null;
restrictToOwner(config.dataDir);
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch(
  (error: unknown) =>
    exitOnStartupFailure(config.databaseUrl ? unreachable('DATABASE_URL', config.databaseUrl, error) : error),
);
await migrateDatabase(database).catch(exitOnStartupFailure);

// seedDemo writes only into an empty database, so a restart keeps whatever the demo users changed.
if (demo) {
  const summary = await demo.seedDemo(database.db, {
    uploadsDir: join(config.dataDir, 'uploads'),
    dataKey: config.dataKey,
  });
  if (summary.seeded) logger.info({ restaurants: summary.restaurants, carts: summary.carts }, 'Demo data seeded');
}

const redisUnreachable = (error: unknown) =>
  exitOnStartupFailure(config.redisUrl ? unreachable('REDIS_URL', config.redisUrl, error) : error);
const eventBus = await createEventBus(config).catch(redisUnreachable);
const rateLimits = await createRateLimitStore(config, database.db).catch(redisUnreachable);
// Webhooks are stored by the HTTP route and processed here; events a previous process left pending are resumed.
const intake = createIntake(database, config);
// One for the webhook route and the simulator's own-channel orders alike, so that they share its batches.
const webhookEvents = createWebhookEventBatcher(database.db);
intake.start({
  onCartsCreated: applyAutomaticActions,
  onCartsCommitted: (changes) => announceCarts({ db: database.db, eventBus }, changes),
});
// E-mails queued by earlier transactions (sign-up codes, reset links) are sent, or written to DATA_DIR/outbox/.
const mailWorker = startMailWorker({ db: database.db, transport: createMailTransport(config) });
// Events for applications (docs/webhooks.md), written with the changes they report, are posted to their addresses.
const applicationWebhookWorker = startApplicationWebhookWorker({
  db: database.db,
  allowPrivateNetworks: config.webhooksToPrivateNetworks,
});
// The order changes' rollup deltas, written by the database in each change's transaction, are folded into the
// reports' rollup (docs/reports.md#rollups).
const rollupWorker = startRollupWorker(database.db);
const simulator = demo
  ? await demo.createDemoSimulator({
      db: database.db,
      config,
      webhookEvents,
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
  webhookEvents,
  simulator,
  lifecycle,
});
const stopBusyModeSweeper = startBusyModeSweeper({ db: database.db, wakeOutbound: intake.wakeOutbound });
const stopPauseSweeper = startPauseSweeper({ db: database.db, wakeOutbound: intake.wakeOutbound });
// Items suspended until tomorrow on a platform with no timer of its own (Glovo) are made available again at midnight.
const stopSuspensionSweeper = startSuspensionSweeper({ db: database.db });
// Each restaurant's status on its platform (orderable, visible) is read again every PLATFORM_STATUS_CHECK_MINUTES.
const stopPlatformStatusSweeper = startPlatformStatusSweeper({
  db: database.db,
  client: intake.client,
  everyMs: config.platformStatusCheckEveryMs,
});
// Demo mode: the seeded CloudPRNT printers are played by emulated ones polling this server, so auto-print comes out.
const demoPrinters = demo ? await demo.startDemoPrinters(database.db, ownBaseUrl(config)) : null;
// SIGTERM/SIGINT: /readyz turns 503, requests in flight and workers' passes finish, then connections close
// (docs/operations.md#shutdown). Installed before the server says it listens: a SIGTERM with no listener would end the
// process at once.
shutDownOnSignals({
  http,
  lifecycle,
  stopWork: () => {
    simulator?.stop();
    demoPrinters?.stop();
    stopBusyModeSweeper();
    stopPauseSweeper();
    stopSuspensionSweeper();
    stopPlatformStatusSweeper();
    return Promise.allSettled([intake.stop(), mailWorker.stop(), applicationWebhookWorker.stop(), rollupWorker.stop()]);
  },
  // The Redis clients (event bus, rate limits) before the database: a connection left open would keep the process
  // alive.
  closeConnections: async () => {
    await Promise.allSettled([eventBus.close(), rateLimits.close()]);
    await database.close();
  },
});
http.serve(app);
lifecycle.markReady();
logger.info(
  { host: config.host, port: config.port, driver: database.driver },
  `Comptoir listening on http://${config.host}:${config.port} (${database.driver} database)`,
);
simulator?.startAutoOrders();
