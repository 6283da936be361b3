import { describe, expect, it } from 'vitest';
import { SECRETS, createTestSimulator, simulatorRequest } from './test-support';
import { UNCONNECTED_STORES } from './unconnected-stores';

const DELIVEROO = {
  authorization: `Basic ${Buffer.from(`comptoir:${SECRETS.PLATFORM_DELIVEROO}`).toString('base64')}`,
};
const [linkedSite, unlinkedSite] = UNCONNECTED_STORES.filter((store) => store.platform === 'PLATFORM_DELIVEROO');

async function lookUpSite(brandId: string, siteId: string) {
  const { simulator } = createTestSimulator();
  const response = await simulator.handle(
    simulatorRequest(`/simulator/deliveroo/site/v1/brands/${brandId}/sites/${siteId}`, {
      method: 'GET',
      headers: DELIVEROO,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Deliveroo site lookup (connecting a restaurant)', () => {
  it('answers a site not yet connected under its own brand', async () => {
    if (!linkedSite?.brandId) throw new Error('No linked demo site');
    const found = await lookUpSite(linkedSite.brandId, linkedSite.storeId);
    expect(found).toMatchObject({ status: 200, body: { id: linkedSite.storeId, brand_id: linkedSite.brandId } });
  });

  it('answers 404 as Deliveroo does for an unknown site, or a site under another brand', async () => {
    if (!linkedSite) throw new Error('No linked demo site');
    const notFound = { error: { code: 'not_found', message: 'The specified resource could not be found.' } };
    expect(await lookUpSite(linkedSite.brandId ?? '', '999999')).toEqual({ status: 404, body: notFound });
    expect(await lookUpSite('11111', linkedSite.storeId)).toEqual({ status: 404, body: notFound });
  });

  it('refuses (403) a site whose restaurant did not link Comptoir in Partner Hub', async () => {
    if (!unlinkedSite?.brandId) throw new Error('No unlinked demo site');
    const refused = await lookUpSite(unlinkedSite.brandId, unlinkedSite.storeId);
    expect(refused.status).toBe(403);
  });

  it("checks a not-yet-connected store's tablet login like any other", async () => {
    const { simulator } = createTestSimulator();
    const check = (password: string) =>
      simulator.handle(
        simulatorRequest(`/simulator/deliveroo/stores/${linkedSite?.storeId}/tablet-login`, {
          body: { login: linkedSite?.tabletLogin, password },
          headers: DELIVEROO,
        }),
      );
    expect((await check(linkedSite?.tabletPass ?? '')).status).toBe(204);
    expect((await check('wrong')).status).toBe(401);
  });
});

describe('orders for a restaurant connected after the simulator started', () => {
  it('looks the restaurant up by uuid, places the order on its store, and refuses a uuid nobody knows', async () => {
    const connected = { platform: 'PLATFORM_JUST_EAT' as const, storeId: 'JE-DEMO-5531', uuid: 'r-new-just-eat' };
    const { simulator, sent } = createTestSimulator(200, {
      findRestaurant: async (uuid) => (uuid === connected.uuid ? connected : null),
    });
    const placed = await simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT', restaurantUuid: connected.uuid });
    await simulator.idle();
    expect(simulator.order(placed.platformOrderId)?.restaurantUuid).toBe(connected.uuid);
    expect(sent[0]?.rawBody).toContain('JE-DEMO-5531');
    expect(sent.map((webhook) => webhook.url)).toEqual(['http://comptoir.test/webhooks/just-eat']);
    await expect(simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT', restaurantUuid: 'r-unknown' })).rejects.toThrow(
      'Unknown demo restaurant r-unknown',
    );
  });
});
