import { createSimulator, type Simulator, type SimulatorRestaurant, type UberOwner } from '@comptoir/platform-sim';
import { PLATFORM_CODES, type PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import { ownBaseUrl, type AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { companies, platforms, restaurants } from '../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../db/seed';
import { createRefundableOrderLookup } from '../disputes';
import { REVIEW_EVENT_TYPE } from '../../platforms/review-export';
import { storeTrustedWebhook } from './receive-webhook';
import type { WebhookEventBatcher } from './webhook-event-batcher';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';
import { readTabletPassword } from '../restaurants';

export type DemoSimulatorOptions = {
  db: Db;
  config: AppConfig;
  /** The app's, so that Click N Collect orders join the batches of the webhooks. */
  webhookEvents: WebhookEventBatcher;
  onStored(): void;
  autoOrderEveryMs: number | null;
};

/** The simulated platforms of demo mode, playing against this server's own webhooks and the demo restaurants. */
export async function createDemoSimulator({
  db,
  config,
  webhookEvents,
  onStored,
  autoOrderEveryMs,
}: DemoSimulatorOptions): Promise<Simulator> {
  const rows = await db
    .select({
      platform: platforms.code,
      storeId: restaurants.platformStoreId,
      uuid: restaurants.uuid,
      platformData: restaurants.platformData,
      title: restaurants.title,
      adresse: restaurants.adresse,
      postalCode: restaurants.postalCode,
      city: restaurants.city,
      country: restaurants.country,
      companyName: companies.name,
    })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    // Only connected restaurants take orders (docs/platforms.md#connecting): the automatic orders and each platform's
    // default restaurant are among them.
    .where(eq(restaurants.integrationStatus, 'integrated'))
    .orderBy(restaurants.id);
  const secrets = Object.fromEntries(
    PLATFORM_CODES.map((code) => [code, config.platforms[code].webhookSecret]),
  ) as Record<PlatformCode, string>;
  return createSimulator({
    baseUrl: ownBaseUrl(config),
    secrets,
    // The simulated platforms accept the demo restaurants' own tablet logins, as the real ones would.
    restaurants: rows.map(({ platform, storeId, uuid, platformData }) => ({
      platform,
      storeId,
      uuid,
      tabletLogin: platformData?.tabletLogin ?? undefined,
      tabletPass: readTabletPassword(config.dataKey, platformData) ?? undefined,
    })),
    uberEatsOwner: demoUberOwner(rows),
    findRestaurant: (uuid) => findIntegratedRestaurant(db, uuid),
    autoOrderEveryMs,
    acceptTimeoutScale: config.simulatorAcceptTimeoutScale,
    acceptTimeouts: config.acceptTimeouts,
    onClickNCollectOrder: async (payload) => {
      await storeTrustedWebhook(
        { webhookEvents, onStored },
        'PLATFORM_CLICK_N_COLLECT',
        `order.placed:${payload.id}`,
        'order.placed',
        payload,
      );
    },
    onClickNCollectReview: async (payload) => {
      await storeTrustedWebhook(
        { webhookEvents, onStored },
        'PLATFORM_CLICK_N_COLLECT',
        `review:${String(payload.id)}`,
        REVIEW_EVENT_TYPE,
        payload,
      );
    },
    findRefundableOrder: createRefundableOrderLookup(db),
    onError: (error) => logger.error({ error: describeError(error) }, 'The simulator failed'),
  });
}

type DemoRow = {
  platform: PlatformCode;
  storeId: string;
  uuid: string;
  title: string;
  adresse: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  companyName: string;
};

/**
 * The Uber Eats owner of the demo (docs/demo-data.md#uber-eats-owner): Demo Burger Co's owner, whose Uber Eats
 * store(s) are already linked to Comptoir; the simulator adds their three stores not yet connected.
 */
function demoUberOwner(rows: readonly DemoRow[]): UberOwner {
  return {
    name: 'Camille Martin',
    stores: rows
      .filter((row) => row.platform === 'PLATFORM_UBER_EAT' && row.companyName === DEMO_COMPANY_NAMES.burger)
      .map((row) => ({
        storeId: row.storeId,
        name: row.title,
        location: {
          address: row.adresse ?? '',
          city: row.city ?? '',
          postalCode: row.postalCode ?? '',
          country: row.country ?? 'FR',
        },
        integratorStoreId: row.uuid,
      })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A restaurant connected since the simulator started, once integrated: the simulator can then place its orders. */
async function findIntegratedRestaurant(db: Db, uuid: string): Promise<SimulatorRestaurant | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select({ platform: platforms.code, storeId: restaurants.platformStoreId, uuid: restaurants.uuid })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(and(eq(restaurants.uuid, uuid.toLowerCase()), eq(restaurants.integrationStatus, 'integrated')));
  return row ?? null;
}
