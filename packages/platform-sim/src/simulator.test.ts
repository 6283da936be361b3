import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRETS, createTestSimulator, simulatorRequest } from './test-support';

const UBER_AUTH = { authorization: `Bearer ${SECRETS.PLATFORM_UBER_EAT}` };

describe('POST /simulator/orders', () => {
  it('answers 201 with the platform order id and delivers the webhook to /webhooks/<slug>', async () => {
    const { simulator, sent } = createTestSimulator();
    const response = await simulator.handle(
      simulatorRequest('/simulator/orders', { body: { platform: 'PLATFORM_DELIVEROO' } }),
    );
    expect(response.status).toBe(201);
    const { platformOrderId } = (await response.json()) as { platformOrderId: string };
    await simulator.idle();
    expect(sent.map((webhook) => webhook.url)).toEqual(['http://comptoir.test/webhooks/deliveroo']);
    expect(JSON.parse(sent[0]?.rawBody ?? '{}').body.order.id).toBe(platformOrderId);
    expect(JSON.parse(sent[0]?.rawBody ?? '{}').body.order.location_id).toBe('482913');
  });

  it.each([
    [{ platform: 'PLATFORM_NOPE' }, 'platform must be one of'],
    [{}, 'platform must be one of'],
    [{ platform: 'PLATFORM_UBER_EAT', restaurantUuid: 'r-missing' }, 'Unknown demo restaurant'],
    [{ platform: 'PLATFORM_UBER_EAT', restaurantUuid: 'r-glovo' }, 'is on PLATFORM_GLOVO'],
    [{ platform: 'PLATFORM_JUST_EAT', fulfillmentType: 'DINNING' }, 'Just Eat has no DINNING orders'],
    [{ platform: 'PLATFORM_UBER_EAT', fulfillmentType: 'TAKEAWAY' }, 'fulfillmentType must be'],
    [{ platform: 'PLATFORM_UBER_EAT', deliveries: 0 }, 'deliveries must be an integer from 1 to 20'],
    [{ platform: 'PLATFORM_UBER_EAT', deliveries: 'two' }, 'deliveries must be an integer'],
  ])('refuses %j with 400 and a clear message, sending nothing', async (body, message) => {
    const { simulator, sent } = createTestSimulator();
    const response = await simulator.handle(simulatorRequest('/simulator/orders', { body }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
    await simulator.idle();
    expect(sent).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const { simulator } = createTestSimulator();
    const response = await simulator.handle(simulatorRequest('/simulator/orders', { body: 'platform=uber' }));
    expect(response.status).toBe(400);
  });

  it('uses the fulfilment type asked for, in the platform own words', async () => {
    const { simulator, sent } = createTestSimulator();
    await simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT', fulfillmentType: 'PICKUP' });
    await simulator.idle();
    const body = JSON.parse(sent[0]?.rawBody ?? '{}') as { type: string; delivery: unknown };
    expect(body.type).toBe('collection-by-customer');
    expect(body.delivery).toBeNull();
  });

  it('hands Click N Collect orders to the callback, with no webhook', async () => {
    const received: unknown[] = [];
    const { simulator, sent } = createTestSimulator(200, {
      onClickNCollectOrder: (payload) => void received.push(payload),
    });
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_CLICK_N_COLLECT' });
    expect(received).toEqual([
      expect.objectContaining({
        id: platformOrderId,
        storeId: 'cnc-store',
        restaurantUuid: 'r-cnc',
        fulfillment: 'PICKUP',
      }),
    ]);
    expect(sent).toHaveLength(0);
  });
});

describe('delivery, retries and duplicates', () => {
  it('Uber Eats stops after 7 sends when Comptoir never answers 200', async () => {
    const { simulator, sent } = createTestSimulator(500);
    await simulator.placeOrder({ platform: 'PLATFORM_UBER_EAT' });
    await simulator.idle();
    expect(sent).toHaveLength(7);
    expect(new Set(sent.map((webhook) => webhook.rawBody)).size).toBe(1);
  });

  it('Glovo gives up after 3 retries, Just Eat after 5', async () => {
    const glovo = createTestSimulator(503);
    await glovo.simulator.placeOrder({ platform: 'PLATFORM_GLOVO' });
    await glovo.simulator.idle();
    expect(glovo.sent).toHaveLength(4);
    const justEat = createTestSimulator(500);
    await justEat.simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT' });
    await justEat.simulator.idle();
    expect(justEat.sent).toHaveLength(6);
  });

  it('stops resending once acknowledged', async () => {
    const { simulator, sent } = createTestSimulator((send) => (send < 3 ? 500 : 200));
    await simulator.placeOrder({ platform: 'PLATFORM_UBER_EAT' });
    await simulator.idle();
    expect(sent).toHaveLength(3);
    expect(simulator.webhooks().map((attempt) => attempt.status)).toEqual([500, 500, 200]);
  });

  it('waits 1 s, 2 s, 4 s… between Uber sends (scaled)', async () => {
    const stamps: number[] = [];
    const { simulator } = createTestSimulator(500, {
      retryDelayScale: 0.01,
      maxSends: { PLATFORM_UBER_EAT: 4 },
      fetch: (async () => {
        stamps.push(performance.now());
        return new Response(null, { status: 500 });
      }) as typeof fetch,
    });
    await simulator.placeOrder({ platform: 'PLATFORM_UBER_EAT' });
    await simulator.idle();
    const gaps = stamps.slice(1).map((stamp, index) => stamp - (stamps[index] ?? 0));
    expect(gaps).toHaveLength(3);
    expect(gaps[0]).toBeGreaterThanOrEqual(9);
    expect(gaps[2]).toBeGreaterThanOrEqual(39);
  });

  it('delivers the same event N times with deliveries: N', async () => {
    const { simulator, sent } = createTestSimulator();
    await simulator.placeOrder({ platform: 'PLATFORM_UBER_EAT', deliveries: 3 });
    await simulator.idle();
    expect(sent).toHaveLength(3);
    const eventIds = sent.map((webhook) => (JSON.parse(webhook.rawBody) as { event_id: string }).event_id);
    expect(new Set(eventIds).size).toBe(1);
  });

  it('can deliver the cancellation before the order itself', async () => {
    const { simulator, sent } = createTestSimulator();
    await simulator.placeOrder({ platform: 'PLATFORM_DELIVEROO', thenCancel: true, outOfOrder: true });
    await simulator.idle();
    expect(sent.map((webhook) => (JSON.parse(webhook.rawBody) as { event: string }).event)).toEqual([
      'order.status_update',
      'order.new',
    ]);
    expect(JSON.parse(sent[0]?.rawBody ?? '{}').body.order.status).toBe('canceled');
  });
});

describe('partner APIs', () => {
  async function uberOrder() {
    const context = createTestSimulator();
    const { platformOrderId } = await context.simulator.placeOrder({ platform: 'PLATFORM_UBER_EAT' });
    await context.simulator.idle();
    const call = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
      context.simulator.handle(
        simulatorRequest(`/simulator/uber-eats/v1/delivery/order/${platformOrderId}${path}`, {
          headers: UBER_AUTH,
          ...init,
        }),
      );
    return { ...context, platformOrderId, call };
  }

  it('Uber refuses calls without a valid bearer token, and records them', async () => {
    const { call, simulator } = await uberOrder();
    expect((await call('/accept', { body: {}, headers: {} })).status).toBe(401);
    expect((await call('/accept', { body: {}, headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect(simulator.calls().map((entry) => [entry.path.endsWith('/accept'), entry.authorized, entry.status])).toEqual([
      [true, false, 401],
      [true, false, 401],
    ]);
  });

  it('Uber issues OAuth tokens for client_credentials and accepts them', async () => {
    const { simulator, call } = await uberOrder();
    const tokenResponse = await simulator.handle(
      new Request('http://comptoir.test/simulator/uber-eats/oauth/v2/token', {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: 'comptoir',
          client_secret: SECRETS.PLATFORM_UBER_EAT,
          scope: 'eats.order',
        }),
      }),
    );
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    expect((await call('/accept', { body: {}, headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
  });

  it('Uber: accept once, ready after accept, no second accept, the fetched order follows', async () => {
    const { call } = await uberOrder();
    expect((await call('/ready', { body: {} })).status).toBe(409);
    expect((await call('/accept', { body: { ready_for_pickup_time: '2026-03-12T12:05:00Z' } })).status).toBe(204);
    expect((await call('/accept', { body: {} })).status).toBe(409);
    expect((await call('/update-ready-time', { body: { ready_for_pickup_time: '2026-03-12T12:15:00Z' } })).status).toBe(
      204,
    );
    expect((await call('/ready', { body: {} })).status).toBe(204);
    expect((await call('/update-ready-time', { body: { ready_for_pickup_time: '2026-03-12T12:20:00Z' } })).status).toBe(
      409,
    );
    const { order } = (await (await call('', { method: 'GET' })).json()) as {
      order: { state: string; preparation_status: string; preparation_time: { ready_for_pickup_time: string } };
    };
    expect(order).toMatchObject({
      state: 'ACCEPTED',
      preparation_status: 'READY_FOR_HANDOFF',
      preparation_time: { ready_for_pickup_time: '2026-03-12T12:15:00.000Z' },
    });
  });

  it('Uber: a denied order cannot be accepted and reads as POS_DENIED', async () => {
    const { call } = await uberOrder();
    expect((await call('/deny', { body: { deny_reason: { type: 'ITEM_ISSUE', info: 'OUT_OF_ITEMS' } } })).status).toBe(
      204,
    );
    expect((await call('/accept', { body: {} })).status).toBe(409);
    const { order } = (await (await call('', { method: 'GET' })).json()) as {
      order: { state: string; failure_info: { reason: string } };
    };
    expect(order).toMatchObject({ state: 'FAILED', failure_info: { reason: 'POS_DENIED' } });
  });

  it('answers 404 for an unknown order', async () => {
    const { simulator } = await uberOrder();
    const response = await simulator.handle(
      simulatorRequest('/simulator/uber-eats/v1/delivery/order/nope/accept', { body: {}, headers: UBER_AUTH }),
    );
    expect(response.status).toBe(404);
  });

  it('Deliveroo: OAuth with Basic id:secret, then one accept per order (409 after)', async () => {
    const { simulator } = createTestSimulator();
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_DELIVEROO' });
    const basic = Buffer.from(`comptoir:${SECRETS.PLATFORM_DELIVEROO}`).toString('base64');
    const tokenResponse = await simulator.handle(
      new Request('http://comptoir.test/simulator/deliveroo/oauth2/token', {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      }),
    );
    const { access_token: token, expires_in: expiresIn } = (await tokenResponse.json()) as {
      access_token: string;
      expires_in: number;
    };
    expect(expiresIn).toBe(300);
    const patch = (body: unknown, auth = `Bearer ${token}`) =>
      simulator.handle(
        simulatorRequest(`/simulator/deliveroo/order/v1/orders/${encodeURIComponent(platformOrderId)}`, {
          method: 'PATCH',
          body,
          headers: { authorization: auth },
        }),
      );
    expect((await patch({ status: 'accepted' }, 'Bearer stolen')).status).toBe(401);
    expect((await patch({ status: 'rejected', reject_reason: 'bored' })).status).toBe(400);
    expect((await patch({ status: 'accepted' })).status).toBe(204);
    expect((await patch({ status: 'rejected', reject_reason: 'busy' })).status).toBe(409);
    const prep = (body: unknown) =>
      simulator.handle(
        simulatorRequest(`/simulator/deliveroo/order/v1/orders/${encodeURIComponent(platformOrderId)}/prep_stage`, {
          body,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    expect((await prep({ stage: 'ready_for_collection', occurred_at: '2026-03-12T12:00:00Z', delay: 4 })).status).toBe(
      400,
    );
    expect((await prep({ stage: 'ready_for_collection', occurred_at: '2026-03-12T12:00:00Z' })).status).toBe(204);
    expect(simulator.order(platformOrderId)?.statusLog.at(-1)?.status).toBe('accepted');
  });

  it('Just Eat: JE-API-KEY auth, accept then 409 on reject, ready only for collection', async () => {
    const { simulator } = createTestSimulator();
    const { platformOrderId } = await simulator.placeOrder({
      platform: 'PLATFORM_JUST_EAT',
      fulfillmentType: 'DELIVERY',
    });
    const call = (path: string, method: string, body: unknown = {}, key = SECRETS.PLATFORM_JUST_EAT) =>
      simulator.handle(
        simulatorRequest(`/simulator/just-eat/orders/${platformOrderId}/${path}`, {
          method,
          body,
          headers: { authorization: `JE-API-KEY ${key}` },
        }),
      );
    expect((await call('accept', 'PUT', { TimeAcceptedFor: '2026-03-12T12:10:00Z' }, 'wrong')).status).toBe(401);
    expect((await call('accept', 'PUT', { TimeAcceptedFor: '2026-03-12T12:10:00Z' })).status).toBe(204);
    expect((await call('reject', 'PUT', { Message: 'busy' })).status).toBe(409);
    expect((await call('readyforcollection', 'POST')).status).toBe(409);
    expect((await call('complete', 'POST')).status).toBe(204);
  });

  it('Glovo: bare token auth, status moves allowed by fulfilment, no cancel endpoint', async () => {
    const { simulator } = createTestSimulator();
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_GLOVO' });
    const status = (body: unknown, token = SECRETS.PLATFORM_GLOVO) =>
      simulator.handle(
        simulatorRequest(`/simulator/glovo/webhook/stores/FR-K2J9QD/orders/${platformOrderId}/status`, {
          method: 'PUT',
          body,
          headers: { authorization: token },
        }),
      );
    expect((await status({ status: 'ACCEPTED' }, `Bearer ${SECRETS.PLATFORM_GLOVO}`)).status).toBe(401);
    expect((await status({ status: 'ACCEPTED' })).status).toBe(204);
    expect((await status({ status: 'OUT_FOR_DELIVERY' })).status).toBe(409);
    expect((await status({ status: 'READY_FOR_PICKUP' })).status).toBe(204);
    expect((await status({ status: 'CANCELLED' })).status).toBe(400);
  });

  it('GET RESTO: callbacks signed like the pushes, statuses in order', async () => {
    const { simulator } = createTestSimulator();
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_GET_RESTO' });
    const callback = (body: unknown, secret = SECRETS.PLATFORM_GET_RESTO) => {
      const raw = JSON.stringify(body);
      const signature = createHmac('sha256', secret).update(raw).digest('hex');
      return simulator.handle(
        simulatorRequest(`/simulator/get-resto/orders/${platformOrderId}/status`, {
          body: raw,
          headers: { 'x-getresto-signature': `sha256=${signature}` },
        }),
      );
    };
    expect((await callback({ status: 'accepted' }, 'wrong-secret')).status).toBe(401);
    expect((await callback({ status: 'ready' })).status).toBe(409);
    expect((await callback({ status: 'accepted', preparationMinutes: 20 })).status).toBe(204);
    expect((await callback({ status: 'ready' })).status).toBe(204);
    const withBearer = (secret: string) =>
      simulator.handle(
        simulatorRequest(`/simulator/get-resto/orders/${platformOrderId}/status`, {
          body: { status: 'delivered' },
          headers: { authorization: `Bearer ${secret}` },
        }),
      );
    expect((await withBearer('wrong-secret')).status).toBe(401);
    expect((await withBearer(SECRETS.PLATFORM_GET_RESTO)).status).toBe(204);
  });
});
