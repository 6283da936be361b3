import { signWebhook, type Simulator } from '@comptoir/platform-sim';
import { PLATFORM_CODES, PLATFORMS } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_PATH } from '../../app';
import { carts, platforms, restaurants, reviews, webhookEvents } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { REVIEW_EVENT_TYPE } from '../../platforms/review-export';
import { createTestPlatformConnections } from '../../platforms/testing';
import { NO_INTAKE_HOOKS } from '../intake/hooks';
import { processPendingWebhooks } from '../intake/intake-worker';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import { storeTrustedWebhook } from '../intake/receive-webhook';
import { createWebhookEventBatcher } from '../intake/webhook-event-batcher';
import { startSimulatedPlatforms, type SimulatedPlatforms } from '../intake/testing/simulated-platforms';

const WEBHOOK_PLATFORMS = PLATFORM_CODES.filter((code) => code !== 'PLATFORM_CLICK_N_COLLECT');

// Reviews from the simulated platforms (their review exports, docs/platforms.md#refunds-disputes-and-reviews) through
// the same signed webhooks and durable intake as orders; replies back through the outbound worker where the platform
// takes them.
describe.each(TEST_DRIVERS)('reviews from the platforms (%s)', (driver) => {
  let database: TestDatabase;
  let simulator: Simulator;
  let client: PlatformClient;
  let origin = '';
  let setup: SimulatedPlatforms;

  beforeAll(async () => {
    setup = await startSimulatedPlatforms(driver, {
      connections: (at) => ({ PLATFORM_GET_RESTO: { apiUrl: `${at}/simulator/get-resto` } }),
      simulator: (seeded) => ({
        onClickNCollectReview: async (payload) => {
          await storeTrustedWebhook(
            { webhookEvents: createWebhookEventBatcher(seeded.db) },
            'PLATFORM_CLICK_N_COLLECT',
            `review:${String(payload.id)}`,
            REVIEW_EVENT_TYPE,
            payload,
          );
        },
      }),
    });
    ({ database, simulator, client, origin } = setup);
  });
  afterAll(async () => {
    await setup?.close();
  });

  const processAll = async () => {
    await simulator.idle();
    while ((await processPendingWebhooks({ db: database.db, client, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0);
  };
  const reviewRows = (platformReviewId: string) =>
    database.db.select().from(reviews).where(eq(reviews.platformReviewId, platformReviewId));

  it.each([...WEBHOOK_PLATFORMS, 'PLATFORM_CLICK_N_COLLECT' as const])(
    'stores a %s review once, however often it is delivered',
    async (platform) => {
      // Click N Collect is Comptoir's own channel: its review is handed over once, without a webhook.
      const { platformReviewId } = await simulator.placeReview({
        platform,
        deliveries: platform === 'PLATFORM_CLICK_N_COLLECT' ? 1 : 3,
      });
      await processAll();
      const rows = await reviewRows(platformReviewId);
      const sent = simulator.review(platformReviewId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        platform,
        rating: sent?.rating,
        comment: sent?.comment ?? null,
        workflowUuid: sent?.workflowId,
        message: null,
      });
      expect(rows[0]?.client).toMatchObject({ platformId: sent?.eater.id, firstName: sent?.eater.firstName });
    },
  );

  it('keeps one review when the platform sends it again under a new event id', async () => {
    const [store] = await database.db
      .select({ storeId: restaurants.platformStoreId })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(eq(platforms.code, 'PLATFORM_UBER_EAT'));
    const review = {
      id: 'uber-review-resent',
      storeId: store?.storeId,
      rating: 4,
      comment: 'Bon',
      eater: { id: 'eater-resent', firstName: 'Léa' },
      createdAt: new Date().toISOString(),
    };
    for (const eventId of ['first-event', 'second-event']) {
      const body = JSON.stringify({
        event_id: eventId,
        event_type: REVIEW_EVENT_TYPE,
        meta: { user_id: store?.storeId },
        review,
      });
      const headers = signWebhook(
        'PLATFORM_UBER_EAT',
        body,
        createTestPlatformConnections().PLATFORM_UBER_EAT.webhookSecret,
        { eventId },
      );
      expect((await fetch(`${origin}/webhooks/uber-eats`, { method: 'POST', headers, body })).status).toBe(200);
    }
    await processAll();
    expect(await reviewRows('uber-review-resent')).toHaveLength(1);
  });

  it('links a review to the order it names, with the order’s value and display id', async () => {
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_DELIVEROO' });
    await processAll();
    const { platformReviewId } = await simulator.placeReview({ platform: 'PLATFORM_DELIVEROO', platformOrderId });
    await processAll();
    const [cart] = await database.db.select().from(carts).where(eq(carts.platformId, platformOrderId));
    const [review] = await reviewRows(platformReviewId);
    expect(review).toMatchObject({
      cartId: cart?.id,
      orderNumber: cart?.displayId,
      price: simulator.order(platformOrderId)?.draft.total,
    });
  });

  it('refuses a forged review webhook with 401 and stores nothing', async () => {
    const body = JSON.stringify({
      event: REVIEW_EVENT_TYPE,
      body: {
        review: {
          id: 'forged-review',
          storeId: '1',
          rating: 1,
          eater: { id: 'x' },
          createdAt: new Date().toISOString(),
        },
      },
    });
    const headers = signWebhook('PLATFORM_DELIVEROO', body, 'not-the-secret', { eventId: 'forged-review' });
    const response = await fetch(`${origin}/webhooks/${PLATFORMS.PLATFORM_DELIVEROO.slug}`, {
      method: 'POST',
      headers,
      body,
    });
    expect(response.status).toBe(401);
    await processAll();
    expect(await reviewRows('forged-review')).toHaveLength(0);
    expect(
      await database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'review:forged-review')),
    ).toHaveLength(0);
  });

  it('sends a GET RESTO reply to the application and shows it sent', async () => {
    const { platformReviewId } = await simulator.placeReview({ platform: 'PLATFORM_GET_RESTO' });
    await processAll();
    const [review] = await reviewRows(platformReviewId);
    const [restaurant] = await database.db
      .select({ uuid: restaurants.uuid })
      .from(restaurants)
      .where(eq(restaurants.id, review?.restaurantId ?? 0));
    const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const response = await fetch(`${origin}${GRAPHQL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, { token?: string; replyStatus?: string }> };
    };
    const { email, password } = DEMO_ACCOUNTS.company;
    const token = (
      await graphql(
        'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        { email, password },
      )
    ).data?.login?.token;
    const replied = await graphql(
      'mutation($w: String!, $e: String!, $r: String!) { review(workflowUUID: $w, eaterUUID: $e, restaurantUUID: $r, promotion: { token: TIER_3 }, message: "Merci beaucoup !") { replyStatus } }',
      { w: review?.workflowUuid, e: review?.client.platformId, r: restaurant?.uuid },
      token,
    );
    expect(replied.data?.review?.replyStatus).toBe('PENDING');
    await sendDuePlatformCalls({ db: database.db, client });
    expect(simulator.review(platformReviewId)?.reply).toEqual({
      message: 'Merci beaucoup !',
      promotion: { tier: 'TIER_3', amount: 1800 },
    });
    const listed = await graphql(
      'query { getReviews(withResponse: true, first: 100) { edges { node { workflowUuid replyStatus } } } }',
      {},
      token,
    );
    const edges = (
      listed.data?.getReviews as unknown as { edges: { node: { workflowUuid: string; replyStatus: string } }[] }
    ).edges;
    expect(edges.find((edge) => edge.node.workflowUuid === review?.workflowUuid)?.node.replyStatus).toBe('SENT');
  });
});
