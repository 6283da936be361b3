import { supportedFulfilments, type Simulator } from '@comptoir/platform-sim';
import { PLATFORM_CODES, type FulfillmentType, type PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { carts, platformCalls } from '../../db/schema';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { queueOrderCall } from '../../platforms/outbound/queue-order-call';
import { NO_INTAKE_HOOKS } from './hooks';
import { processPendingWebhooks } from './intake-worker';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import { startSimulatedPlatforms, type SimulatedPlatforms } from './testing/simulated-platforms';

// Comptoir against the simulated platforms of packages/platform-sim: their signed webhooks in, their partner APIs out.
describe.each(TEST_DRIVERS)('intake and outbound against the platform simulator (%s)', (driver) => {
  let database: TestDatabase;
  let simulator: Simulator;
  let client: PlatformClient;
  let setup: SimulatedPlatforms;

  beforeAll(async () => {
    setup = await startSimulatedPlatforms(driver, {
      connections: (at) => ({
        PLATFORM_UBER_EAT: { apiUrl: `${at}/simulator/uber-eats`, authUrl: `${at}/simulator/uber-eats/oauth/v2/token` },
        PLATFORM_DELIVEROO: { apiUrl: `${at}/simulator/deliveroo`, authUrl: `${at}/simulator/deliveroo/oauth2/token` },
      }),
    });
    ({ database, simulator, client } = setup);
  });
  afterAll(async () => {
    await setup?.close();
  });

  const receive = async (platform: PlatformCode, fulfillmentType?: FulfillmentType) => {
    const { platformOrderId } = await simulator.placeOrder({ platform, fulfillmentType, deliveries: 2 });
    await simulator.idle();
    while ((await processPendingWebhooks({ db: database.db, client, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0);
    const rows = await database.db.select().from(carts).where(eq(carts.platformId, platformOrderId));
    const draft = simulator.order(platformOrderId)?.draft;
    return { platformOrderId, rows, draft };
  };

  // docs/glossary.md: whoever delivers on the platform's side (its couriers: DELIVERY; the restaurant:
  // DELIVERY_THIRD_PARTY) is who delivers on the cart.
  const WEBHOOK_PLATFORMS = PLATFORM_CODES.filter((code) => code !== 'PLATFORM_CLICK_N_COLLECT');
  it.each(
    WEBHOOK_PLATFORMS.flatMap((platform) =>
      supportedFulfilments(platform).map((fulfillmentType) => [platform, fulfillmentType] as const),
    ),
  )('keeps a %s %s order’s fulfilment type', async (platform, fulfillmentType) => {
    const { rows, draft } = await receive(platform, fulfillmentType);
    expect(rows.map((row) => row.fulfillmentType)).toEqual([fulfillmentType]);
    expect(draft?.courier !== null).toBe(fulfillmentType === 'DELIVERY');
  });

  it.each(['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'] as const)(
    'writes a %s order once, with the simulated totals, and accepts it on the platform',
    async (platform) => {
      const { platformOrderId, rows, draft } = await receive(platform);
      expect(rows).toHaveLength(1);
      const [cart] = rows;
      if (!cart || !draft) throw new Error('No cart or no simulated order');
      expect(cart).toMatchObject({ status: 'CREATED', subtotal: draft.subtotal, promo: draft.promo, tips: draft.tip });
      expect(cart.total).toBe(cart.subtotal - cart.promo + cart.deliveryPrice + cart.tips);

      await queueOrderCall(database.db, cart, { type: 'accept', preparationMinutes: 20 });
      await sendDuePlatformCalls({ db: database.db, client });
      const [call] = await database.db.select().from(platformCalls).where(eq(platformCalls.cartId, cart.id));
      expect(call).toMatchObject({ status: 'sent', action: 'accept' });
      expect(simulator.order(platformOrderId)?.state.toUpperCase()).toBe('ACCEPTED');
    },
  );
});
