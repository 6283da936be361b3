import type { Simulator } from '@comptoir/platform-sim';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { carts, orderDisputeDishes, orderDisputes, platformCalls, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { NO_INTAKE_HOOKS } from '../intake/hooks';
import { processPendingWebhooks } from '../intake/intake-worker';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import { recordPlatformRefund } from './record-platform-refund';
import { createRefundableOrderLookup } from './refundable-order';
import { startSimulatedPlatforms, type SimulatedPlatforms } from '../intake/testing/simulated-platforms';

// Refunds found automatically: the simulated platforms refund orders through their webhooks, Comptoir opens a dispute
// per refund, sends Just Eat the restaurant's answer through its claims API, and records Just Eat's decision.
describe.each(TEST_DRIVERS)('platform refunds become disputes (%s)', (driver) => {
  let database: TestDatabase;
  let simulator: Simulator;
  let client: PlatformClient;
  let origin: string;
  let setup: SimulatedPlatforms;

  beforeAll(async () => {
    setup = await startSimulatedPlatforms(driver, {
      connections: (at) => ({ PLATFORM_JUST_EAT: { apiUrl: `${at}/simulator/just-eat` } }),
      simulator: (seeded) => ({ refundAnswerDelayMs: 0, findRefundableOrder: createRefundableOrderLookup(seeded.db) }),
    });
    ({ database, simulator, client, origin } = setup);
  });
  afterAll(async () => {
    await setup?.close();
  });

  const intake = async () => {
    await simulator.idle();
    while ((await processPendingWebhooks({ db: database.db, client, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0);
  };
  const refund = (body: Record<string, unknown>) =>
    fetch(`${origin}/simulator/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const disputeOf = async (platformRefundId: string) => {
    const [row] = await database.db
      .select()
      .from(orderDisputes)
      .where(eq(orderDisputes.platformRefundId, platformRefundId));
    return row;
  };

  it('opens a dispute for a Just Eat claim, sends the restaurant’s answer to the claims API and records Just Eat’s decision', async () => {
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT' });
    await intake();
    const response = await refund({ platform: 'PLATFORM_JUST_EAT', platformOrderId, outcome: 'PARTIAL' });
    expect(response.status).toBe(201);
    const { platformRefundId } = (await response.json()) as { platformRefundId: string };
    await intake();
    const claim = simulator.refund(platformRefundId);
    const [cart] = await database.db.select().from(carts).where(eq(carts.platformId, platformOrderId));
    const dispute = await disputeOf(platformRefundId);
    expect(dispute).toMatchObject({
      platform: 'PLATFORM_JUST_EAT',
      status: 'TO_DISPUTE',
      cartId: cart?.id,
      displayOrderId: cart?.displayId,
      incorrectPrice: claim?.total,
      deadlineAt: claim?.deadline,
    });
    const dishes = await database.db
      .select()
      .from(orderDisputeDishes)
      .where(eq(orderDisputeDishes.disputeId, dispute?.id ?? 0));
    expect(dishes.map((dish) => [dish.platformItemId, dish.price])).toEqual(
      claim?.items.map((item) => [item.id, item.amount]),
    );

    const api = createServerApi();
    const token = await api.signIn();
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const sent = await api.sendDispute(token, dispute?.id ?? 0, Buffer.from(png, 'base64'));
    expect(sent).toMatchObject({ status: 'DISPUTED' });
    await sendDuePlatformCalls({ db: database.db, client });
    const [call] = await database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.cartId, cart?.id ?? 0), eq(platformCalls.action, 'dispute')));
    expect(call).toMatchObject({ status: 'sent', responseStatus: 204 });
    expect(simulator.refund(platformRefundId)?.response?.decision).toBe('Rejected');

    await vi.waitFor(async () => {
      await intake();
      expect(await disputeOf(platformRefundId)).toMatchObject({
        status: 'WON',
        refundedPrice: (claim?.total ?? 0) - Math.round((claim?.total ?? 0) / 2),
      });
    });
  });

  it('opens a dispute for an Uber Eats refund of a seeded order, named by its cart uuid', async () => {
    const [cart] = await database.db.select().from(carts).where(eq(carts.platform, 'PLATFORM_UBER_EAT')).limit(1);
    const response = await refund({ platform: 'PLATFORM_UBER_EAT', cartUuid: cart?.uuid });
    expect(response.status).toBe(201);
    const { platformRefundId } = (await response.json()) as { platformRefundId: string };
    await intake();
    const uber = simulator.refund(platformRefundId);
    expect(await disputeOf(platformRefundId)).toMatchObject({
      platform: 'PLATFORM_UBER_EAT',
      status: 'TO_DISPUTE',
      cartId: cart?.id,
      incorrectPrice: uber?.total,
      orderProblem: uber?.reason,
    });
  });

  it('opens one dispute per refund, however often the platform sends it', async () => {
    const [cart] = await database.db.select().from(carts).where(eq(carts.platform, 'PLATFORM_UBER_EAT')).limit(1);
    const [store] = await database.db
      .select({ storeId: restaurants.platformStoreId })
      .from(restaurants)
      .where(eq(restaurants.id, cart?.restaurantId ?? 0));
    const twice = {
      platformRefundId: 'uber-refund-twice',
      platformOrderId: cart?.platformId ?? '',
      displayOrderId: null,
      amount: 450,
      problem: 'MISSING_ITEM',
      customerComment: null,
      deadlineAt: null,
      refundedAt: new Date(),
      items: [{ platformItemId: null, name: 'Frites', price: 450, problem: null }],
    };
    expect(await recordPlatformRefund(database.db, 'PLATFORM_UBER_EAT', store?.storeId ?? '', twice)).toEqual({
      outcome: 'recorded',
    });
    expect(
      await recordPlatformRefund(database.db, 'PLATFORM_UBER_EAT', store?.storeId ?? '', { ...twice, amount: 999 }),
    ).toEqual({ outcome: 'duplicate' });
    const rows = await database.db
      .select()
      .from(orderDisputes)
      .where(eq(orderDisputes.platformRefundId, 'uber-refund-twice'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ incorrectPrice: 450 });
    // No deadline from the platform: the dispute window of docs/disputes.md#window (30 days).
    expect((rows[0]?.deadlineAt?.getTime() ?? 0) - twice.refundedAt.getTime()).toBe(30 * 86_400_000);
    expect(
      await recordPlatformRefund(database.db, 'PLATFORM_UBER_EAT', 'no-such-store', {
        ...twice,
        platformRefundId: 'x',
      }),
    ).toEqual({ outcome: 'unknownStore' });
  });

  it.each([
    [{ platform: 'PLATFORM_DELIVEROO', platformOrderId: 'fr:1' }, 'Deliveroo publishes no refund or dispute API'],
    [{ platform: 'PLATFORM_GLOVO', platformOrderId: '1' }, 'Glovo publishes no refund or dispute API'],
    [{ platform: 'PLATFORM_UBER_EAT', platformOrderId: 'no-such-order' }, 'Unknown Uber Eats order'],
    [{ platform: 'PLATFORM_UBER_EAT' }, 'Name the order'],
    [{ platform: 'NOPE' }, 'platform must be one of'],
  ])('refuses to simulate %j', async (body, message) => {
    const response = await refund(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  function createServerApi() {
    const graphqlUrl = `${origin}/graphql/kom`;
    return {
      async signIn(): Promise<string> {
        const { email, password } = DEMO_ACCOUNTS.company;
        const response = await fetch(graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
            variables: { e: email, p: password },
          }),
        });
        return ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
      },
      async sendDispute(token: string, orderId: number, bytes: Buffer): Promise<unknown> {
        const form = new FormData();
        form.set(
          'operations',
          JSON.stringify({
            query: 'mutation($input: DisputeInput!) { sendDisputeRequest(input: $input) { status } }',
            variables: { input: { orderId, evidenceImage: null } },
          }),
        );
        form.set('map', JSON.stringify({ 0: ['variables.input.evidenceImage'] }));
        form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'evidence.png');
        const response = await fetch(graphqlUrl, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { data?: { sendDisputeRequest: unknown }; errors?: unknown };
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return body.data?.sendDisputeRequest;
      },
    };
  }
});
