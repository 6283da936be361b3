import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RESTAURANTS, SECRETS, createTestSimulator, simulatorRequest } from './test-support';

const UBER_STORE = RESTAURANTS[0].storeId;
const AUTH = {
  uber: { authorization: `Bearer ${SECRETS.PLATFORM_UBER_EAT}` },
  deliveroo: { authorization: `Basic ${Buffer.from(`comptoir:${SECRETS.PLATFORM_DELIVEROO}`).toString('base64')}` },
  glovo: { authorization: SECRETS.PLATFORM_GLOVO },
  justEat: { authorization: `JE-API-KEY ${SECRETS.PLATFORM_JUST_EAT}` },
};

function getRestoSigned(body: unknown): { body: string; headers: Record<string, string> } {
  const raw = JSON.stringify(body);
  return {
    body: raw,
    headers: {
      'x-getresto-signature': `sha256=${createHmac('sha256', SECRETS.PLATFORM_GET_RESTO).update(raw).digest('hex')}`,
    },
  };
}

describe('Uber Eats store status and preparation time', () => {
  const status = `/simulator/uber-eats/v1/eats/store/${UBER_STORE}/status`;

  it('pauses and reopens the store, and records each call', async () => {
    const { simulator } = createTestSimulator();
    const pause = await simulator.handle(
      simulatorRequest(status, { body: { status: 'PAUSED', reason: 'Too many orders' }, headers: AUTH.uber }),
    );
    expect(pause.status).toBe(204);
    expect(simulator.store('PLATFORM_UBER_EAT', UBER_STORE)).toMatchObject({
      status: 'paused',
      pauseReason: 'Too many orders',
    });
    const read = await simulator.handle(simulatorRequest(status, { method: 'GET', headers: AUTH.uber }));
    expect(await read.json()).toEqual({ status: 'PAUSED', offlineReason: 'PAUSED_BY_RESTAURANT' });
    await simulator.handle(simulatorRequest(status, { body: { status: 'ONLINE' }, headers: AUTH.uber }));
    expect(simulator.store('PLATFORM_UBER_EAT', UBER_STORE)?.status).toBe('open');
    expect(simulator.calls().map((call) => [call.method, call.status])).toEqual([
      ['POST', 204],
      ['GET', 200],
      ['POST', 204],
    ]);
  });

  it('refuses a pause without credentials (401) or for a store it does not know (404), changing nothing', async () => {
    const { simulator } = createTestSimulator();
    expect((await simulator.handle(simulatorRequest(status, { body: { status: 'PAUSED' } }))).status).toBe(401);
    const unknown = await simulator.handle(
      simulatorRequest('/simulator/uber-eats/v1/eats/store/nope/status', {
        body: { status: 'PAUSED' },
        headers: AUTH.uber,
      }),
    );
    expect(unknown.status).toBe(404);
    expect(simulator.store('PLATFORM_UBER_EAT', UBER_STORE)?.status).toBe('open');
    expect(simulator.calls().map((call) => [call.authorized, call.status])).toEqual([
      [false, 401],
      [true, 404],
    ]);
  });

  it('sets the default preparation time in seconds, up to 3 hours', async () => {
    const { simulator } = createTestSimulator();
    const prep = (body: unknown) =>
      simulator.handle(
        simulatorRequest(`/simulator/uber-eats/v1/delivery/store/${UBER_STORE}/update-store-prep-time`, {
          body,
          headers: AUTH.uber,
        }),
      );
    expect((await prep({ default_prep_time: 1500 })).status).toBe(204);
    expect(simulator.store('PLATFORM_UBER_EAT', UBER_STORE)?.preparationSeconds).toBe(1500);
    expect((await prep({ default_prep_time: 20_000 })).status).toBe(400);
    expect(simulator.store('PLATFORM_UBER_EAT', UBER_STORE)?.preparationSeconds).toBe(1500);
  });
});

describe('Deliveroo site status and workload', () => {
  const site = '/simulator/deliveroo/site/v1/brands/demo-brand/sites/482913';

  it('closes and opens the site, and switches the workload to BUSY and back', async () => {
    const { simulator } = createTestSimulator();
    const put = (path: string, body: unknown) =>
      simulator.handle(simulatorRequest(`${site}${path}`, { method: 'PUT', body, headers: AUTH.deliveroo }));
    expect((await put('/status', { status: 'closed' })).status).toBe(204);
    expect(simulator.store('PLATFORM_DELIVEROO', '482913')?.status).toBe('paused');
    expect((await put('/workload/mode', { mode: 'BUSY' })).status).toBe(204);
    expect(simulator.store('PLATFORM_DELIVEROO', '482913')?.busy).not.toBeNull();
    expect((await put('/workload/mode', { mode: 'QUIET' })).status).toBe(204);
    expect((await put('/status', { status: 'open' })).status).toBe(204);
    expect(simulator.store('PLATFORM_DELIVEROO', '482913')).toMatchObject({ status: 'open', busy: null });
    expect((await put('/workload/mode', { mode: 'HECTIC' })).status).toBe(400);
  });

  it('answers 404 for a site it does not know', async () => {
    const { simulator } = createTestSimulator();
    const response = await simulator.handle(
      simulatorRequest('/simulator/deliveroo/site/v1/brands/demo-brand/sites/000000/status', {
        method: 'PUT',
        body: { status: 'closed' },
        headers: AUTH.deliveroo,
      }),
    );
    expect(response.status).toBe(404);
  });
});

describe('Glovo temporary closing', () => {
  const closing = '/simulator/glovo/webhook/stores/FR-K2J9QD/closing';

  it('closes until a future time and reopens on DELETE', async () => {
    const { simulator } = createTestSimulator();
    const put = (until: string) =>
      simulator.handle(simulatorRequest(closing, { method: 'PUT', body: { until }, headers: AUTH.glovo }));
    expect((await put('2026-03-12T10:00:00Z')).status).toBe(400);
    expect((await put('2026-03-13T11:45:00+01:00')).status).toBe(204);
    expect(simulator.store('PLATFORM_GLOVO', 'FR-K2J9QD')).toMatchObject({
      status: 'paused',
      pausedUntil: new Date('2026-03-13T10:45:00Z'),
    });
    expect((await simulator.handle(simulatorRequest(closing, { method: 'DELETE', headers: AUTH.glovo }))).status).toBe(
      204,
    );
    expect(simulator.store('PLATFORM_GLOVO', 'FR-K2J9QD')?.status).toBe('open');
  });
});

describe('GET RESTO store callbacks', () => {
  const status = '/simulator/get-resto/stores/gr-4821/status';

  it('applies pause and busy mode from signed callbacks, and refuses unsigned ones', async () => {
    const { simulator } = createTestSimulator();
    const post = (body: unknown) => {
      const signed = getRestoSigned(body);
      return simulator.handle(simulatorRequest(status, { body: signed.body, headers: signed.headers }));
    };
    expect((await simulator.handle(simulatorRequest(status, { body: { paused: true } }))).status).toBe(401);
    expect((await post({ paused: true })).status).toBe(204);
    expect((await post({ busy: true, extraPreparationMinutes: 10, busyMinutes: 30 })).status).toBe(204);
    expect(simulator.store('PLATFORM_GET_RESTO', 'gr-4821')).toMatchObject({
      status: 'paused',
      busy: { extraPreparationMinutes: 10, busyMinutes: 30 },
    });
    expect((await post({ busy: true })).status).toBe(400);
    expect((await post({ paused: false, busy: false })).status).toBe(204);
    expect(simulator.store('PLATFORM_GET_RESTO', 'gr-4821')).toMatchObject({ status: 'open', busy: null });
  });

  it('keeps the usual preparation time and who delivers from the settings callback', async () => {
    const { simulator } = createTestSimulator();
    const post = (body: unknown) => {
      const signed = getRestoSigned(body);
      return simulator.handle(
        simulatorRequest('/simulator/get-resto/stores/gr-4821/settings', {
          body: signed.body,
          headers: signed.headers,
        }),
      );
    };
    expect((await post({ preparationMinutes: 25 })).status).toBe(204);
    expect((await post({ deliveryMode: 'RESTAURANT' })).status).toBe(204);
    expect(simulator.store('PLATFORM_GET_RESTO', 'gr-4821')).toMatchObject({
      preparationSeconds: 1500,
      deliveryMode: 'RESTAURANT',
    });
    expect((await post({ preparationMinutes: 0 })).status).toBe(400);
    expect((await post({ deliveryMode: 'DRONE' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });
});

describe('tablet login check', () => {
  const check = (platform: string, storeId: string, body: unknown, headers: Record<string, string>) =>
    createTestSimulator().simulator.handle(
      simulatorRequest(`/simulator/${platform}/stores/${storeId}/tablet-login`, { body, headers }),
    );

  it('accepts the pair the store was configured with', async () => {
    expect(
      (await check('uber-eats', UBER_STORE, { login: 'uber@tablet.test', password: 'uber-pass-1' }, AUTH.uber)).status,
    ).toBe(204);
  });

  it.each([
    ['a wrong password', 'uber-eats', UBER_STORE, { login: 'uber@tablet.test', password: 'guess' }, AUTH.uber],
    [
      'a store without a tablet login',
      'just-eat',
      '51234',
      { login: 'uber@tablet.test', password: 'uber-pass-1' },
      AUTH.justEat,
    ],
  ])('answers 401 invalid_credentials for %s', async (_name, platform, storeId, body, headers) => {
    const response = await check(platform, storeId, body, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('answers 404 for an unknown store and 401 unauthorized without API credentials', async () => {
    expect((await check('glovo', 'FR-NOPE', { login: 'a', password: 'b' }, AUTH.glovo)).status).toBe(404);
    const response = await check('uber-eats', UBER_STORE, { login: 'uber@tablet.test', password: 'uber-pass-1' }, {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('what a simulated platform holds for a store', () => {
  it('shows the store after a change, and answers 404 for a store or platform it does not know', async () => {
    const { simulator } = createTestSimulator();
    await simulator.handle(
      simulatorRequest(`/simulator/uber-eats/v1/eats/store/${UBER_STORE}/status`, {
        body: { status: 'PAUSED', reason: 'Rush' },
        headers: AUTH.uber,
      }),
    );
    const shown = await simulator.handle(
      simulatorRequest(`/simulator/stores/uber-eats/${UBER_STORE}`, { method: 'GET' }),
    );
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({
      platform: 'PLATFORM_UBER_EAT',
      storeId: UBER_STORE,
      status: 'paused',
      pauseReason: 'Rush',
      menu: null,
    });
    expect(
      (await simulator.handle(simulatorRequest('/simulator/stores/uber-eats/nope', { method: 'GET' }))).status,
    ).toBe(404);
    expect(
      (await simulator.handle(simulatorRequest(`/simulator/stores/nowhere/${UBER_STORE}`, { method: 'GET' }))).status,
    ).toBe(404);
  });
});
