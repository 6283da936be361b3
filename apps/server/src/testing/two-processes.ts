import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, GRAPHQL_PATH, type CreateAppOptions } from '../app';
import type { Database } from '../db/client';
import type { EventBus } from '../events/event-bus';
import { createRedisEventBus } from '../events/redis-event-bus';
import { createTestConfig } from './test-api';

export type TwoProcesses = { first: string; second: string; close(): Promise<void> };

/**
 * Two apps on one database, each with its own Redis connections and the caches `caches` makes for it: two processes as
 * far as a cache can tell. Answers the GraphQL URL of each.
 */
export async function serveTwoProcesses(
  database: Database,
  redisUrl: string,
  caches: () => Pick<CreateAppOptions, 'activeOrdersCache' | 'viewerCache'>,
): Promise<TwoProcesses> {
  const config = createTestConfig();
  const servers: Server[] = [];
  const buses: EventBus[] = [];
  async function serve(): Promise<string> {
    const eventBus = await createRedisEventBus({ url: redisUrl, prefix: config.redisPrefix });
    buses.push(eventBus);
    const server = createServer(createApp({ database, config, eventBus, activeOrdersCache: null, ...caches() }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}${GRAPHQL_PATH}`;
  }
  const first = await serve();
  const second = await serve();
  return {
    first,
    second,
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
      await Promise.all(buses.map((bus) => bus.close()));
    },
  };
}
