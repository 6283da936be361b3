import { createSimulator, type Simulator } from '@comptoir/platform-sim';
import { PLATFORM_CODES, type PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { ownBaseUrl, type AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { platforms, restaurants } from '../../db/schema';
import { createRefundableOrderLookup } from '../disputes/refundable-order';
import { REVIEW_EVENT_TYPE } from '../../platforms/review-export';
import { storeTrustedWebhook } from './receive-webhook';
import { describeError } from '../../lib/describe-error';
import { readTabletPassword } from '../restaurants/platform-credentials';

export type DemoSimulatorOptions = { db: Db; config: AppConfig; onStored(): void; autoOrderEveryMs: number | null };

/** The simulated platforms of demo mode, playing against this server's own webhooks and the demo restaurants. */
export async function createDemoSimulator({
  db,
  config,
  onStored,
  autoOrderEveryMs,
}: DemoSimulatorOptions): Promise<Simulator> {
  const rows = await db
    .select({
      platform: platforms.code,
      storeId: restaurants.platformStoreId,
      uuid: restaurants.uuid,
      platformData: restaurants.platformData,
    })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .orderBy(restaurants.id);
  const secrets = Object.fromEntries(
    PLATFORM_CODES.map((code) => [code, config.platforms[code].webhookSecret]),
  ) as Record<PlatformCode, string>;
  return createSimulator({
    baseUrl: ownBaseUrl(config),
    secrets,
    // The simulated platforms accept the demo restaurants' own tablet logins, as the real ones would.
    restaurants: rows.map(({ platformData, ...row }) => ({
      ...row,
      tabletLogin: platformData?.tabletLogin ?? undefined,
      tabletPass: readTabletPassword(config.dataKey, platformData) ?? undefined,
    })),
    autoOrderEveryMs,
    onClickNCollectOrder: async (payload) => {
      await storeTrustedWebhook(
        { db, onStored },
        'PLATFORM_CLICK_N_COLLECT',
        `order.placed:${payload.id}`,
        'order.placed',
        payload,
      );
    },
    onClickNCollectReview: async (payload) => {
      await storeTrustedWebhook(
        { db, onStored },
        'PLATFORM_CLICK_N_COLLECT',
        `review:${String(payload.id)}`,
        REVIEW_EVENT_TYPE,
        payload,
      );
    },
    findRefundableOrder: createRefundableOrderLookup(db),
    onError: (error) => console.error('Simulator:', describeError(error)),
  });
}
