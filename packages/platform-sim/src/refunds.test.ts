import { describe, expect, it } from 'vitest';
import { createTestSimulator, simulatorRequest } from './test-support';

describe('simulated refunds', () => {
  it('pushes a Just Eat claim in its documented shape, signed like its other webhooks', async () => {
    const { simulator, sent } = createTestSimulator();
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT' });
    await simulator.idle();
    const response = await simulator.handle(
      simulatorRequest('/simulator/refunds', {
        body: { platform: 'PLATFORM_JUST_EAT', platformOrderId, outcome: 'LOST' },
      }),
    );
    expect(response.status).toBe(201);
    const { platformRefundId } = (await response.json()) as { platformRefundId: string };
    await simulator.idle();
    const webhook = sent.at(-1);
    expect(webhook?.url).toBe('http://comptoir.test/webhooks/just-eat');
    expect(webhook?.headers.get('x-jet-connect-hash')).toMatch(/^HMAC-SHA256 t=\d+,signature=/);
    const claim = JSON.parse(webhook?.rawBody ?? '{}') as Record<string, unknown>;
    const refund = simulator.refund(platformRefundId);
    expect(claim).toMatchObject({
      id: platformRefundId,
      orderId: platformOrderId,
      restaurantId: '51234',
      state: 'Open',
      resolution: null,
      totalClaimed: refund?.total,
    });
    expect((claim.affectedItems as { totalClaimed: number }[]).reduce((sum, item) => sum + item.totalClaimed, 0)).toBe(
      refund?.total,
    );
    expect(Date.parse(String(claim.expirationDate)) - Date.parse(String(claim.createdDate))).toBe(7 * 86_400_000);
  });

  it('takes the restaurant’s answer once on the claims API, then closes the claim with its decision', async () => {
    const { simulator, sent } = createTestSimulator(200, { refundAnswerDelayMs: 0 });
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT' });
    const { platformRefundId } = await simulator.refundOrder({
      platform: 'PLATFORM_JUST_EAT',
      platformOrderId,
      outcome: 'WON',
    });
    const path = `/simulator/just-eat/restaurants/uk/51234/customerclaims/${platformRefundId}/restaurantresponse`;
    const auth = { authorization: 'JE-API-KEY jet-registered-key' };
    const body = {
      decision: 'Rejected',
      items: [],
      justification: { reason: 'Other', comments: 'Complete at hand-over' },
    };
    expect((await simulator.handle(simulatorRequest(path, { body }))).status).toBe(401);
    expect(
      (await simulator.handle(simulatorRequest(path, { body: { decision: 'Maybe' }, headers: auth }))).status,
    ).toBe(400);
    expect(
      (await simulator.handle(simulatorRequest(path.replace(platformRefundId, 'claim-0'), { body, headers: auth })))
        .status,
    ).toBe(404);
    expect((await simulator.handle(simulatorRequest(path, { body, headers: auth }))).status).toBe(204);
    expect((await simulator.handle(simulatorRequest(path, { body, headers: auth }))).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await simulator.idle();
    const resolved = JSON.parse(sent.at(-1)?.rawBody ?? '{}') as {
      state: string;
      resolution: { restaurantCharged: number };
    };
    expect(resolved).toMatchObject({ state: 'Closed', resolution: { restaurantCharged: 0 } });
  });

  it('sends an Uber Eats refund in Uber’s envelope with amounts in amount_e5', async () => {
    const { simulator, sent } = createTestSimulator();
    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_UBER_EAT' });
    const { platformRefundId } = await simulator.refundOrder({ platform: 'PLATFORM_UBER_EAT', platformOrderId });
    await simulator.idle();
    const event = JSON.parse(sent.at(-1)?.rawBody ?? '{}') as {
      event_type: string;
      meta: Record<string, string>;
      refund: { id: string; amount_e5: number };
    };
    expect(event).toMatchObject({
      event_type: 'orders.refund.notification',
      meta: { resource_id: platformOrderId },
      refund: { id: platformRefundId },
    });
    expect(event.refund.amount_e5).toBe((simulator.refund(platformRefundId)?.total ?? 0) * 1000);
  });

  it.each([
    [{ platform: 'PLATFORM_DELIVEROO', platformOrderId: 'x' }, 'Deliveroo publishes no refund or dispute API'],
    [{ platform: 'PLATFORM_JUST_EAT', platformOrderId: 'unknown' }, 'Unknown Just Eat order unknown'],
    [{ platform: 'PLATFORM_JUST_EAT', platformOrderId: 'x', outcome: 'MAYBE' }, 'outcome must be one of'],
  ])('refuses %j', async (body, message) => {
    const { simulator } = createTestSimulator();
    const response = await simulator.handle(simulatorRequest('/simulator/refunds', { body }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });
});
