import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createPlatformClient, type PlatformClient } from '../../platforms/outbound/platform-client';
import { grantTokensOf } from '../../platforms/uber-eats/grants';
import type { IntakeHooks } from './hooks';
import { startIntakeWorker } from './intake-worker';
import { startOutboundWorker } from '../platform-calls';
import type { PollingWorker } from '../../lib/polling-worker';

export type Intake = {
  client: PlatformClient;
  /** Wakes the outbound worker once a change that queued platform calls has committed (pass to createApp). */
  wakeOutbound(): void;
  /** Wakes the intake worker (pass to createApp as onWebhookStored). */
  onWebhookStored(): void;
  /** Starts processing stored webhooks, resuming whatever a previous process left pending. */
  start(hooks: IntakeHooks): void;
  stop(): Promise<void>;
};

/**
 * Intake workers side by side: PostgreSQL writes several batches at once, which hides each one's waits on the
 * database; the embedded database has one connection, where a second worker would only queue behind the first
 * (docs/architecture.md#intake).
 */
const INTAKE_WORKERS: Record<Database['driver'], number> = { pg: 4, pglite: 1 };

/** The intake and outbound workers of one server process (main.ts). */
export function createIntake({ db, driver }: Pick<Database, 'db' | 'driver'>, config: AppConfig): Intake {
  const client = createPlatformClient(config.platforms, fetch, {
    allowPrivateNetworks: config.webhooksToPrivateNetworks,
  });
  const grantTokens = grantTokensOf({
    db,
    dataKey: config.dataKey,
    connection: config.platforms.PLATFORM_UBER_EAT,
  });
  const outbound = startOutboundWorker({ db, client, grantTokens });
  let intake: PollingWorker | null = null;
  const wakeOutbound = () => outbound.wake();
  return {
    client,
    wakeOutbound,
    onWebhookStored: () => intake?.wake(),
    start(hooks) {
      intake ??= startIntakeWorker({ db, client, hooks, wakeOutbound, workers: INTAKE_WORKERS[driver] });
    },
    async stop() {
      await Promise.all([intake?.stop(), outbound.stop()]);
    },
  };
}
