import { createServer } from 'node:http';
import { join } from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemo } from './db/seed';

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await migrateDatabase(database);

// seedDemo writes only into an empty database, so a restart keeps whatever the demo users changed.
if (config.demo) {
  const summary = await seedDemo(database.db, { uploadsDir: join(config.dataDir, 'uploads') });
  if (summary.seeded) console.log(`Demo data seeded: ${summary.restaurants} restaurants, ${summary.carts} orders`);
}

const server = createServer(createApp({ database, config }));
server.listen(config.port, config.host, () => {
  console.log(`Comptoir listening on http://${config.host}:${config.port} (${database.driver} database)`);
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  server.close();
  server.closeAllConnections();
  database.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
