import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RESTAURANTS, SECRETS, createTestSimulator, simulatorRequest } from './test-support';

const UBER_STORE = RESTAURANTS[0].storeId;
const AUTH = {
  uber: { authorization: `Bearer ${SECRETS.PLATFORM_UBER_EAT}` },
  deliveroo: { authorization: `Basic ${Buffer.from(`comptoir:${SECRETS.PLATFORM_DELIVEROO}`).toString('base64')}` },
  glovo: { authorization: SECRETS.PLATFORM_GLOVO },
  justEat: { 'x-flyt-api-key': SECRETS.PLATFORM_JUST_EAT },
  getResto: { authorization: `Bearer ${SECRETS.PLATFORM_GET_RESTO}` },
};
const SITE = '/simulator/deliveroo/site/v1/brands/demo-brand/sites/482913';
const text = (value: string) => ({ translations: { en_us: value } });

/** A minimal valid Uber menu: one menu open on Mondays, one category, a burger with a sauce group. */
function uberMenu(overrides: Record<string, unknown> = {}) {
  return {
    menus: [
      {
        id: 'm',
        title: text('Menu'),
        service_availability: [{ day_of_week: 'monday', time_periods: [{ start_time: '11:00', end_time: '14:00' }] }],
        category_ids: ['c'],
      },
    ],
    categories: [{ id: 'c', title: text('Burgers'), entities: [{ id: 'burger', type: 'ITEM' }] }],
    items: [
      { id: 'burger', title: text('Burger'), price_info: { price: 1000 }, modifier_group_ids: { ids: ['sauce'] } },
      {
        id: 'ketchup',
        title: text('Ketchup'),
        price_info: { price: 0 },
        suspension_info: { suspension: { suspend_until: 1_900_000_000 } },
      },
    ],
    modifier_groups: [
      {
        id: 'sauce',
        title: text('Sauce'),
        quantity_info: { quantity: { min_permitted: 0, max_permitted: 1 } },
        modifier_options: [{ id: 'ketchup', type: 'ITEM' }],
      },
    ],
    ...overrides,
  };
}

describe('Uber Eats menu and holiday hours', () => {
  const menus = `/simulator/uber-eats/v2/eats/stores/${UBER_STORE}/menus`;

  it('stores an upload, its hours and the suspensions it carries', async () => {
    const { simulator } = createTestSimulator();
    expect(
      (await simulator.handle(simulatorRequest(menus, { method: 'PUT', body: uberMenu(), headers: AUTH.uber }))).status,
    ).toBe(204);
    const store = simulator.store('PLATFORM_UBER_EAT', UBER_STORE);
    expect(store?.menu).toMatchObject({ itemIds: ['burger', 'ketchup'], modifierGroupIds: ['sauce'] });
    expect(store?.openingHours?.[0]).toEqual({ dayOfWeek: 1, periods: [{ start: '11:00', end: '14:00' }] });
    expect(store?.items.ketchup).toMatchObject({ available: false, until: new Date(1_900_000_000_000) });
    expect(store?.items.burger).toMatchObject({ available: true });
  });

  it.each([
    ['no menus', { menus: [] }, /at least one menu/],
    [
      'a duplicate item id',
      { items: [...uberMenu().items, { id: 'burger', title: text('Again'), price_info: { price: 1 } }] },
      /duplicate ids/,
    ],
    [
      'a price in decimals',
      { items: [{ id: 'burger', title: text('Burger'), price_info: { price: 9.5 } }, uberMenu().items[1]] },
      /whole number of minor units/,
    ],
    [
      'overlapping hours',
      {
        menus: [
          {
            ...uberMenu().menus[0],
            service_availability: [
              {
                day_of_week: 'monday',
                time_periods: [
                  { start_time: '11:00', end_time: '14:00' },
                  { start_time: '13:00', end_time: '15:00' },
                ],
              },
            ],
          },
        ],
      },
      /do not overlap/,
    ],
    [
      'min above max',
      {
        modifier_groups: [
          { ...uberMenu().modifier_groups[0], quantity_info: { quantity: { min_permitted: 2, max_permitted: 1 } } },
        ],
      },
      /min_permitted ≤ max_permitted/,
    ],
  ])('refuses an upload with %s (400), keeping nothing', async (_name, overrides, message) => {
    const { simulator } = createTestSimulator();
    const response = await simulator.handle(
      simulatorRequest(menus, { method: 'PUT', body: uberMenu(overrides), headers: AUTH.uber }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(simulator.store('PLATFORM_UBER_EAT', UBER_STORE)?.menu).toBeNull();
  });

  it('refuses an item update without a suspension or a price', async () => {
    const { simulator } = createTestSimulator();
    const response = await simulator.handle(
      simulatorRequest(`${menus}/items/burger`, {
        body: { suspension_info: { suspension: { suspend_until: -1 } } },
        headers: AUTH.uber,
      }),
    );
    expect(response.status).toBe(400);
    expect(
      (await simulator.handle(simulatorRequest(`${menus}/items/burger`, { body: {}, headers: AUTH.uber }))).status,
    ).toBe(400);
  });

  it('overwrites the holiday hours and reads them back in Uber’s shape', async () => {
    const { simulator } = createTestSimulator();
    const path = `/simulator/uber-eats/v1/eats/stores/${UBER_STORE}/holiday-hours`;
    const post = (holidays: unknown) =>
      simulator.handle(simulatorRequest(path, { body: { holiday_hours: holidays }, headers: AUTH.uber }));
    expect(
      (
        await post({
          '2026-12-25': { open_time_periods: [{ start_time: '00:00', end_time: '00:00' }] },
          '2026-12-24': { open_time_periods: [{ start_time: '09:00', end_time: '16:00' }] },
        })
      ).status,
    ).toBe(204);
    expect(
      (await post({ '2026-12-31': { open_time_periods: [{ start_time: '00:00', end_time: '00:00' }] } })).status,
    ).toBe(204);
    const read = await simulator.handle(simulatorRequest(path, { method: 'GET', headers: AUTH.uber }));
    expect(await read.json()).toEqual({
      holiday_hours: { '2026-12-31': { open_time_periods: [{ start_time: '00:00', end_time: '00:00' }] } },
    });
    expect((await post({ '2026-02-30': { open_time_periods: [] } })).status).toBe(400);
    expect(
      (await post({ '2026-12-31': { open_time_periods: [{ start_time: '16:00', end_time: '09:00' }] } })).status,
    ).toBe(400);
  });
});

describe('Deliveroo item statuses, hours and days off', () => {
  it('refuses a bad status (400), a site it does not know (404), creates a day off once per call and cancels it once', async () => {
    const { simulator } = createTestSimulator();
    const unavailabilities = (site: string, status: string) =>
      simulator.handle(
        simulatorRequest(`/simulator/deliveroo/menu/v2/brands/b/sites/${site}/menu/item_unavailabilities`, {
          body: { item_unavailabilities: [{ item_id: 'x', status }] },
          headers: AUTH.deliveroo,
        }),
      );
    expect((await unavailabilities('482913', 'sold_out')).status).toBe(400);
    expect((await unavailabilities('000000', 'hidden')).status).toBe(404);
    expect((await unavailabilities('482913', 'hidden')).status).toBe(204);
    expect(simulator.store('PLATFORM_DELIVEROO', '482913')?.items.x).toMatchObject({
      available: false,
      status: 'hidden',
    });

    const dayOff = (body: unknown) =>
      simulator.handle(simulatorRequest(`${SITE}/days_off`, { body, headers: AUTH.deliveroo }));
    expect(
      (await dayOff({ local_start_time: '2026-12-25T00:00:00', local_end_time: '2026-12-24T00:00:00', reason: 'x' }))
        .status,
    ).toBe(400);
    const christmas = {
      local_start_time: '2026-12-25T00:00:00',
      local_end_time: '2026-12-26T00:00:00',
      reason: 'Christmas',
    };
    const create = () =>
      simulator.handle(
        simulatorRequest(`${SITE}/days_off`, {
          body: christmas,
          headers: { ...AUTH.deliveroo, 'idempotency-key': 'call-7' },
        }),
      );
    const { id } = (await (await create()).json()) as { id: string };
    // A retry of the same call gets the same day off back.
    expect(((await (await create()).json()) as { id: string }).id).toBe(id);
    expect(simulator.store('PLATFORM_DELIVEROO', '482913')?.daysOff).toHaveLength(1);
    const cancel = () =>
      simulator.handle(simulatorRequest(`${SITE}/days_off/${id}`, { method: 'DELETE', headers: AUTH.deliveroo }));
    expect((await cancel()).status).toBe(204);
    expect((await cancel()).status).toBe(404);
  });

  it('refuses opening hours naming a day twice', async () => {
    const { simulator } = createTestSimulator();
    const monday = { day_of_week: 'monday', time_periods: [{ start: '11:00', end: '14:00' }] };
    const response = await simulator.handle(
      simulatorRequest(`${SITE}/opening_hours`, { body: { opening_hours: [monday, monday] }, headers: AUTH.deliveroo }),
    );
    expect(response.status).toBe(400);
    expect(simulator.store('PLATFORM_DELIVEROO', '482913')?.openingHours).toBeNull();
  });
});

describe('Just Eat, Glovo and GET RESTO checks', () => {
  it('Just Eat refuses an unknown event (400) and an unknown restaurant (404)', async () => {
    const { simulator } = createTestSimulator();
    const post = (body: unknown) =>
      simulator.handle(simulatorRequest('/simulator/just-eat/item-availability', { body, headers: AUTH.justEat }));
    const valid = {
      event: 'UNAVAILABLE',
      itemReferences: ['burger'],
      restaurant: '51234',
      happenedAt: '2026-03-12T11:45:00Z',
    };
    expect((await post({ ...valid, event: 'SOLD_OUT' })).status).toBe(400);
    expect((await post({ ...valid, restaurant: '99999' })).status).toBe(404);
    expect((await post({ ...valid, event: 'AVAILABLE', nextAvailableAt: '2026-03-13T00:00:00Z' })).status).toBe(400);
    expect((await post(valid)).status).toBe(202);
  });

  it('Glovo answers 429 with Retry-After past 120 product updates a minute per store', async () => {
    const { simulator } = createTestSimulator();
    const patch = () =>
      simulator.handle(
        simulatorRequest('/simulator/glovo/webhook/stores/FR-K2J9QD/products/burger', {
          method: 'PATCH',
          body: { available: false },
          headers: AUTH.glovo,
        }),
      );
    for (let call = 0; call < 120; call += 1) expect((await patch()).status).toBe(204);
    const limited = await patch();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('Glovo refuses a price with three decimals and reports its bulk transaction', async () => {
    const { simulator } = createTestSimulator();
    const updates = '/simulator/glovo/webhook/stores/FR-K2J9QD/menu/updates';
    expect(
      (
        await simulator.handle(
          simulatorRequest(updates, { body: { products: [{ id: 'a', price: 1.005 }] }, headers: AUTH.glovo }),
        )
      ).status,
    ).toBe(400);
    const accepted = await simulator.handle(
      simulatorRequest(updates, {
        body: { products: [{ id: 'a', price: 1.5, available: true }] },
        headers: AUTH.glovo,
      }),
    );
    const { transaction_id: transactionId } = (await accepted.json()) as { transaction_id: string };
    const status = await simulator.handle(
      simulatorRequest(`${updates}/${transactionId}`, { method: 'GET', headers: AUTH.glovo }),
    );
    expect(await status.json()).toEqual({ transaction_id: transactionId, status: 'SUCCESS' });
  });

  it('GET RESTO refuses a closure ending before it starts, and unsigned callbacks', async () => {
    const { simulator } = createTestSimulator();
    const closures = '/simulator/get-resto/stores/gr-4821/closures';
    const bad = { closures: [{ fromDate: '2026-12-26', toDate: '2026-12-24' }] };
    expect(
      (await simulator.handle(simulatorRequest(closures, { method: 'PUT', body: bad, headers: AUTH.getResto }))).status,
    ).toBe(400);
    const good = JSON.stringify({ closures: [{ fromDate: '2026-12-24', toDate: '2026-12-25' }] });
    const signature = `sha256=${createHmac('sha256', SECRETS.PLATFORM_GET_RESTO).update(good).digest('hex')}`;
    expect((await simulator.handle(simulatorRequest(closures, { method: 'PUT', body: good }))).status).toBe(401);
    expect(
      (
        await simulator.handle(
          simulatorRequest(closures, { method: 'PUT', body: good, headers: { 'x-getresto-signature': signature } }),
        )
      ).status,
    ).toBe(204);
    expect(simulator.store('PLATFORM_GET_RESTO', 'gr-4821')?.holidayHours).toEqual({
      '2026-12-24': [],
      '2026-12-25': [],
    });
  });
});
