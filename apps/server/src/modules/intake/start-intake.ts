import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { CartRow } from '../../db/schema';
import type { OutboundAction } from '../../platforms/adapter';
import { createPlatformClient, type PlatformClient } from '../../platforms/outbound/platform-client';
import { createOrderActionSender } from '../../platforms/outbound/send-order-action';
import type { IntakeHooks } from './hooks';
import { startIntakeWorker } from './intake-worker';
import { startOutboundWorker } from './outbound-worker';
import type { PollingWorker } from './polling-worker';

export type Intake = {
  client: PlatformClient;
  /** Records an order action for its platform and wakes the outbound worker (the orders module's OrderActionSender). */
  sendOrderAction(cart: CartRow, action: OutboundAction): Promise<void>;
  /** Wakes the intake worker (pass to createApp as onWebhookStored). */
  onWebhookStored(): void;
  /** Starts processing stored webhooks, resuming whatever a previous process left pending. */
  start(hooks: IntakeHooks): void;
  stop(): Promise<void>;
};

/** The intake and outbound workers of one server process (main.ts). */
export function createIntake(db: Db, config: AppConfig): Intake {
  const client = createPlatformClient(config.platforms);
  const outbound = startOutboundWorker({ db, client });
  let intake: PollingWorker | null = null;
  return {
    client,
    sendOrderAction: createOrderActionSender({ db, onQueued: () => outbound.wake() }),
    onWebhookStored: () => intake?.wake(),
    start(hooks) {
      intake ??= startIntakeWorker({ db, client, hooks });
    },
    async stop() {
      await Promise.all([intake?.stop(), outbound.stop()]);
    },
  };
}
