import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { TEST_DRIVERS } from '../db/testing';
import { startTestApi, type TestApi } from '../testing/test-api';
import { QUERY_LIMITS } from './limits';

describe.each(TEST_DRIVERS)('query limits (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  function nestedRestaurants(depth: number): string {
    let selection = 'id';
    for (let level = 0; level < depth; level += 1) {
      selection = level % 2 === 0 ? `restaurants { ${selection} }` : `company { ${selection} }`;
    }
    return `{ restaurants(first: 1) { edges { node { ${selection} } } } }`;
  }

  it('accepts a realistic query', async () => {
    const result = await api.graphql(nestedRestaurants(4), { token });
    expect(result.body.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than the limit, with a clear error', async () => {
    const result = await api.graphql(nestedRestaurants(QUERY_LIMITS.maxDepth), { token });
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(/depth limit of 10 exceeded/i);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: connected`).join(' ');
    const result = await api.graphql(`{ ${aliases} }`, { token });
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(/aliases limit of 15 exceeded/i);
  });

  it('accepts the tablet start-up query with a literal page of 100 restaurants', async () => {
    const result = await api.graphql(
      `{ connected me { uuid email roles } switchedUser { uuid } platforms { id name color picture }
        restaurants(first: 100) { totalCount edges { node { id uuid title label phone adresse city postalCode latitude longitude
          etat deliveryMode manualDisputeHandling comissionInvoicing timezone preparationTime fulfillmentType
          platform { id name color picture } platformData { hasLoginPassword tabletLogin tabletPass drn restaurantId hexagonIDs }
          restaurantKOM { loginToken isConnected isOrderable isAutoPausedUntil enabled isBusyUntil isVisible statusReason
            deliveryZoneName deliveryZoneColor } } } } }`,
      { token },
    );
    expect(result.body.errors).toBeUndefined();
  });

  it('refuses a query whose estimated cost is over the limit', async () => {
    const page = 'restaurants(first: 100) { edges { node { id title company { restaurants { id title platform { id name color } } } } } }';
    const aliased = Array.from({ length: 10 }, (_, index) => `r${index}: ${page}`).join(' ');
    const result = await api.graphql(`{ ${aliased} }`, { token });
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(/cost limit of 50000 exceeded/i);
  });

  it('refuses batched requests', async () => {
    const response = await fetch(api.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([{ query: '{ connected }' }, { query: '{ connected }' }]),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('does not suggest field names to a prober', async () => {
    const result = await api.graphql('{ restaurant { id } }', { token });
    expect(result.body.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });
});
