import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator, SimulatorOptions } from './simulator';
import { createTestSimulator, simulatorRequest, SECRETS } from './test-support';

const UBER_AUTH = { authorization: `Bearer ${SECRETS.PLATFORM_UBER_EAT}` };
// 1/1000: Uber Eats' 690 s become 0.69 s, Deliveroo's 600 s 0.6 s.
const SCALE = 0.001;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const eventsOf = (sent: { rawBody: string }[]) =>
  sent.map((webhook) => {
    const body = JSON.parse(webhook.rawBody) as { event_type?: string; event?: string };
    return body.event_type ?? body.event;
  });

describe('the platforms cancel an order left unanswered', () => {
  let simulator: Simulator | null = null;
  afterEach(() => simulator?.stop());

  function start(acceptTimeouts?: SimulatorOptions['acceptTimeouts']) {
    const context = createTestSimulator(200, { acceptTimeoutScale: SCALE, acceptTimeouts, now: () => new Date() });
    simulator = context.simulator;
    return context;
  }

  it('Uber Eats sends its cancel webhook at the scaled timeout, not before', async () => {
    const { simulator, sent } = start();
    const { platformOrderId } = await simulator.placeOrder({
      platform: 'PLATFORM_UBER_EAT',
      acceptTimeoutSeconds: 0.6,
    });
    await wait(300);
    await simulator.idle();
    expect(eventsOf(sent)).toEqual(['orders.notification']);
    await wait(500);
    await simulator.idle();
    expect(eventsOf(sent)).toEqual(['orders.notification', 'orders.failure']);
    expect(simulator.order(platformOrderId)?.state).toBe('FAILED');
  });

  it('Deliveroo rejects its ASAP orders at its own timeout times the scale, never a scheduled one', async () => {
    const { simulator, sent } = start();
    const placed = [];
    for (let order = 0; order < 6; order += 1)
      placed.push((await simulator.placeOrder({ platform: 'PLATFORM_DELIVEROO' })).platformOrderId);
    const scheduled = placed.filter((id) => simulator.order(id)?.draft.scheduledFor);
    // The seeded draw holds both kinds.
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.length).toBeLessThan(placed.length);
    await wait(900);
    await simulator.idle();
    const cancelled = sent
      .map(
        (webhook) => JSON.parse(webhook.rawBody) as { event: string; body: { order: { id: string; status: string } } },
      )
      .filter((webhook) => webhook.event === 'order.status_update')
      .map((webhook) => [webhook.body.order.id, webhook.body.order.status]);
    expect(cancelled.sort()).toEqual(
      placed
        .filter((id) => !scheduled.includes(id))
        .map((id) => [id, 'canceled'])
        .sort(),
    );
  });

  it('an accepted order is never cancelled', async () => {
    const { simulator, sent } = start();
    const { platformOrderId } = await simulator.placeOrder({
      platform: 'PLATFORM_UBER_EAT',
      acceptTimeoutSeconds: 0.3,
    });
    const accepted = await simulator.handle(
      simulatorRequest(`/simulator/uber-eats/v1/delivery/order/${platformOrderId}/accept`, {
        headers: UBER_AUTH,
        body: { ready_for_pickup_time: new Date(Date.now() + 600_000).toISOString() },
      }),
    );
    expect(accepted.status).toBe(204);
    await wait(600);
    await simulator.idle();
    expect(eventsOf(sent)).toEqual(['orders.notification']);
    expect(simulator.order(platformOrderId)?.state).toBe('ACCEPTED');
  });

  it('Just Eat and Glovo, whose timeout is unknown, never cancel unless one is configured', async () => {
    const { simulator, sent } = start({ PLATFORM_GLOVO: 300 });
    const placed = async (platform: 'PLATFORM_JUST_EAT' | 'PLATFORM_GLOVO') => {
      const ids = [];
      for (let order = 0; order < 4; order += 1) ids.push((await simulator.placeOrder({ platform })).platformOrderId);
      return ids.filter((id) => !simulator.order(id)?.draft.scheduledFor);
    };
    const justEat = await placed('PLATFORM_JUST_EAT');
    const glovo = await placed('PLATFORM_GLOVO');
    expect(justEat.length).toBeGreaterThan(0);
    expect(glovo.length).toBeGreaterThan(0);
    const stateOf = (ids: string[]) => ids.map((id) => simulator.order(id)?.state);
    const justEatStates = stateOf(justEat);
    const glovoStates = stateOf(glovo);
    // Glovo's configured 300 s, scaled: 0.3 s.
    await wait(600);
    await simulator.idle();
    expect(stateOf(justEat)).toEqual(justEatStates);
    expect(stateOf(glovo)).not.toEqual(glovoStates);
    // Every order's placement, then one cancel webhook per Glovo ASAP order.
    expect(sent).toHaveLength(8 + glovo.length);
  });

  it("an order's own deadline holds for a platform without a known timeout", async () => {
    const { simulator, sent } = start();
    await simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT', acceptTimeoutSeconds: 0.2 });
    await wait(400);
    await simulator.idle();
    expect(sent).toHaveLength(2);
  });

  it('GET RESTO, Comptoir own channel, never cancels', async () => {
    const { simulator, sent } = start();
    await simulator.placeOrder({ platform: 'PLATFORM_GET_RESTO', acceptTimeoutSeconds: 0.2 });
    await wait(400);
    await simulator.idle();
    expect(sent).toHaveLength(1);
  });

  it('refuses a deadline that is not a positive number of seconds', async () => {
    const { simulator } = start();
    const response = await simulator.handle(
      simulatorRequest('/simulator/orders', { body: { platform: 'PLATFORM_UBER_EAT', acceptTimeoutSeconds: 0 } }),
    );
    expect(response.status).toBe(400);
  });
});
