import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createPlatformClient, type PlatformClient } from '../../platforms/outbound/platform-client';
import type { IntakeHooks } from './hooks';
import { startIntakeWorker } from './intake-worker';
import { startOutboundWorker } from '../platform-calls/outbound-worker';
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

/** The intake and outbound workers of one server process (main.ts). */
export function createIntake(db: Db, config: AppConfig): Intake {
  const client = createPlatformClient(config.platforms, fetch, {
    allowPrivateNetworks: config.webhooksToPrivateNetworks,
  });
  const outbound = startOutboundWorker({ db, client });
  let intake: PollingWorker | null = null;
  const wakeOutbound = () => outbound.wake();
  return {
    client,
    wakeOutbound,
    onWebhookStored: () => intake?.wake(),
    start(hooks) {
      intake ??= startIntakeWorker({ db, client, hooks, wakeOutbound });
    },
    async stop() {
      await Promise.all([intake?.stop(), outbound.stop()]);
    },
  };
}
