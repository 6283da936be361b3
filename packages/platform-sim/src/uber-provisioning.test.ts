import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRETS, createTestSimulator, simulatorRequest } from './test-support';
import { UNCONNECTED_UBER_STORES } from './uber-merchant';

const REDIRECT = 'http://comptoir.test/integrations/uber-eats/callback';
const AUTHORIZE = '/simulator/uber-eats/oauth/v2/authorize';
const [oberkampf, montmartre] = UNCONNECTED_UBER_STORES;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Sim = ReturnType<typeof createTestSimulator>['simulator'];

function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: 'comptoir',
    response_type: 'code',
    scope: 'eats.pos_provisioning',
    redirect_uri: REDIRECT,
    state: 'the-state',
    ...overrides,
  });
}

async function decide(simulator: Sim, decision: 'allow' | 'deny', overrides: Record<string, string> = {}) {
  const form = authorizeQuery(overrides);
  form.set('decision', decision);
  const response = await simulator.handle(simulatorRequest(AUTHORIZE, { body: form.toString(), headers: FORM }));
  return { status: response.status, location: new URL(response.headers.get('location') ?? 'http://none.invalid') };
}

async function token(simulator: Sim, fields: Record<string, string>) {
  const response = await simulator.handle(
    simulatorRequest('/simulator/uber-eats/oauth/v2/token', {
      body: new URLSearchParams({ client_secret: SECRETS.PLATFORM_UBER_EAT, ...fields }).toString(),
      headers: FORM,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function ownerToken(simulator: Sim) {
  const { location } = await decide(simulator, 'allow');
  const answer = await token(simulator, {
    grant_type: 'authorization_code',
    code: location.searchParams.get('code') ?? '',
    client_id: 'comptoir',
    redirect_uri: REDIRECT,
  });
  return answer.body as { access_token: string; refresh_token: string };
}

async function call(simulator: Sim, method: string, path: string, bearer: string, body?: unknown) {
  const response = await simulator.handle(
    simulatorRequest(`/simulator/uber-eats${path}`, { method, body, headers: { authorization: `Bearer ${bearer}` } }),
  );
  return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as unknown) };
}

describe('Uber Eats provisioning on the simulator', () => {
  it('shows an authorize page with the owner, the scope, and Allow and Deny', async () => {
    const { simulator } = createTestSimulator(200, { uberEatsOwner: { name: 'Camille Martin', stores: [] } });
    const response = await simulator.handle(
      simulatorRequest(`${AUTHORIZE}?${authorizeQuery().toString()}`, { method: 'GET' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://comptoir.test");
    const html = await response.text();
    expect(html).toContain('Camille Martin');
    expect(html).toContain('eats.pos_provisioning');
    expect(html).toMatch(/<button[^>]*value="allow"[^>]*>Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);
  });

  it('sends the browser back with a code and the state, or access_denied; a bad redirect uri is never followed', async () => {
    const { simulator } = createTestSimulator();
    const allowed = await decide(simulator, 'allow');
    expect(allowed.status).toBe(303);
    expect(allowed.location.origin + allowed.location.pathname).toBe(REDIRECT);
    expect(allowed.location.searchParams.get('state')).toBe('the-state');
    expect(allowed.location.searchParams.get('code')).toBeTruthy();
    const denied = await decide(simulator, 'deny');
    expect(Object.fromEntries(denied.location.searchParams)).toEqual({ error: 'access_denied', state: 'the-state' });
    const badScope = await decide(simulator, 'allow', { scope: 'eats.store' });
    expect(badScope.location.searchParams.get('error')).toBe('invalid_scope');
    const page = await simulator.handle(
      simulatorRequest(`${AUTHORIZE}?${authorizeQuery({ redirect_uri: 'javascript:alert(1)' }).toString()}`, {
        method: 'GET',
      }),
    );
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
  });

  it('exchanges a code once, for its own client and redirect uri, and refreshes with the refresh token', async () => {
    const { simulator } = createTestSimulator();
    const code = async () => (await decide(simulator, 'allow')).location.searchParams.get('code') ?? '';
    const exchange = (fields: Record<string, string>) =>
      token(simulator, { grant_type: 'authorization_code', client_id: 'comptoir', redirect_uri: REDIRECT, ...fields });

    const first = await code();
    const granted = await exchange({ code: first });
    expect(granted).toMatchObject({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 2_592_000, scope: 'eats.pos_provisioning' },
    });
    expect(await exchange({ code: first })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await exchange({ code: await code(), redirect_uri: 'http://elsewhere.test/cb' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await exchange({ code: await code(), client_id: 'someone-else' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(
      await token(simulator, { grant_type: 'authorization_code', code: await code(), client_secret: 'wrong' }),
    ).toMatchObject({ status: 401, body: { error: 'invalid_client' } });

    const refreshed = await token(simulator, {
      grant_type: 'refresh_token',
      refresh_token: String(granted.body.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(granted.body.access_token);
    expect(await token(simulator, { grant_type: 'refresh_token', refresh_token: 'nope' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it("lists the owner's stores two a page with the owner's token only, and answers 404 for an unknown store", async () => {
    const { simulator } = createTestSimulator();
    const { access_token: owner } = await ownerToken(simulator);
    const first = (await call(simulator, 'GET', '/v1/eats/stores', owner)).body as {
      stores: { store_id: string }[];
      next_key: string | null;
    };
    expect(first.stores.map((store) => store.store_id)).toEqual([oberkampf?.storeId, montmartre?.storeId]);
    const second = await call(simulator, 'GET', `/v1/eats/stores?start_key=${first.next_key}`, owner);
    expect(second.body).toMatchObject({ stores: [{ name: 'Demo Burger Batignolles' }], next_key: null });
    expect((await call(simulator, 'GET', '/v1/eats/stores', SECRETS.PLATFORM_UBER_EAT)).status).toBe(403);
    expect((await call(simulator, 'GET', `/v1/eats/stores/${montmartre?.storeId}`, owner)).body).toMatchObject({
      name: 'Demo Burger Montmartre',
      location: { postal_code: '75018', city: 'Paris' },
    });
    expect((await call(simulator, 'GET', '/v1/eats/stores/unknown-store', owner)).status).toBe(404);
  });

  it('links a store with pos_data and tells Comptoir, signed; switching it off or deleting it unlinks it', async () => {
    const { simulator, sent } = createTestSimulator();
    const { access_token: owner } = await ownerToken(simulator);
    const store = `/v1/eats/stores/${montmartre?.storeId}/pos_data`;
    const posData = {
      integrator_store_id: 'restaurant-uuid',
      integrator_brand_id: 'company-uuid',
      is_order_manager: true,
      store_configuration_data: '{}',
    };
    expect((await call(simulator, 'POST', store, SECRETS.PLATFORM_UBER_EAT, posData)).status).toBe(403);
    expect((await call(simulator, 'POST', store, owner, posData)).status).toBe(204);
    // A repeat is harmless: the same values, and Uber says provisioned again.
    expect((await call(simulator, 'POST', store, owner, posData)).status).toBe(204);
    expect((await call(simulator, 'GET', store, SECRETS.PLATFORM_UBER_EAT)).body).toEqual({
      ...posData,
      integration_enabled: true,
    });
    expect((await call(simulator, 'PATCH', store, owner, { integration_enabled: false })).status).toBe(204);
    expect((await call(simulator, 'GET', store, owner)).body).toMatchObject({ integration_enabled: false });
    expect((await call(simulator, 'DELETE', store, owner)).status).toBe(204);
    expect((await call(simulator, 'GET', store, owner)).status).toBe(404);
    const demo = await simulator.handle(
      simulatorRequest(`/simulator/uber-eats/stores/${montmartre?.storeId}/deprovision`),
    );
    expect(demo.status).toBe(202);
    await simulator.idle();

    const events = sent.map((webhook) => JSON.parse(webhook.rawBody) as { event_type: string; meta: object });
    expect(events.map((event) => event.event_type)).toEqual([
      'store.provisioned',
      'store.provisioned',
      'store.deprovisioned',
      'store.deprovisioned',
      'store.deprovisioned',
    ]);
    expect(events[0]?.meta).toEqual({ user_id: montmartre?.storeId, resource_id: montmartre?.storeId });
    for (const webhook of sent) {
      expect(webhook.url).toBe('http://comptoir.test/webhooks/uber-eats');
      expect(webhook.headers.get('x-uber-signature')).toBe(
        createHmac('sha256', SECRETS.PLATFORM_UBER_EAT).update(webhook.rawBody).digest('hex'),
      );
    }
  });
});
