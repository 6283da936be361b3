import { PLATFORM_CODES, PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { createSimulator, type Simulator } from '@comptoir/platform-sim';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboundCall, StoreRef } from '../adapter';
import { ADD_NEW_YEAR, CHRISTMAS, NEW_YEAR, NOW, SAMPLE_MENU, TOMORROW } from '../menu-fixtures';
import type { HolidayChange, ItemAvailabilityChange, MenuDocumentDay } from '../menu-document';
import { adapterFor } from '../registry';
import { createTestPlatformConnections } from '../testing';
import { createPlatformClient, type PlatformClient, type PlatformResponse } from './platform-client';

// Each adapter's menu, availability and hours calls sent through the real platform client (auth, signing) to the
// simulated partner APIs, in-process; the simulated store's state shows what the platform understood.
const ORIGIN = 'http://comptoir.test';
const STORES = {
  PLATFORM_UBER_EAT: 'uber-store-1',
  PLATFORM_DELIVEROO: '482913',
  PLATFORM_JUST_EAT: '51234',
  PLATFORM_GLOVO: 'FR-K2J9QD',
  PLATFORM_GET_RESTO: 'gr-4821',
} as const;
type Platform = keyof typeof STORES;

let simulator: Simulator;
let client: PlatformClient;

beforeEach(() => {
  const apiUrl = (code: PlatformCode) => (PLATFORMS[code].slug ? `${ORIGIN}/simulator/${PLATFORMS[code].slug}` : '');
  const connections = createTestPlatformConnections(
    Object.fromEntries(
      PLATFORM_CODES.map((code) => [
        code,
        {
          apiUrl: apiUrl(code),
          authUrl:
            code === 'PLATFORM_UBER_EAT'
              ? `${apiUrl(code)}/oauth/v2/token`
              : code === 'PLATFORM_DELIVEROO'
                ? `${apiUrl(code)}/oauth2/token`
                : '',
          clientSecret: `test-webhook-secret-${code}`,
        },
      ]),
    ),
  );
  simulator = createSimulator({
    baseUrl: ORIGIN,
    secrets: Object.fromEntries(PLATFORM_CODES.map((code) => [code, connections[code].webhookSecret])),
    restaurants: Object.entries(STORES).map(([platform, storeId]) => ({
      platform: platform as Platform,
      storeId,
      uuid: `r-${storeId}`,
    })),
    retryDelayScale: 0,
    now: () => NOW,
  });
  client = createPlatformClient(connections, (input, init) => simulator.handle(new Request(input, init)));
});

const storeRef = (platform: Platform): StoreRef => ({
  storeId: STORES[platform],
  brandId: platform === 'PLATFORM_DELIVEROO' ? 'demo-brand' : null,
});
const simStore = (platform: Platform) => simulator.store(platform, STORES[platform]);

async function send(platform: Platform, call: OutboundCall | null | undefined): Promise<PlatformResponse> {
  if (!call) throw new Error(`${platform} built no call`);
  return client.request(platform, call);
}

const adapter = (platform: Platform) => {
  const found = adapterFor(platform);
  if (!found) throw new Error(`No adapter for ${platform}`);
  return found;
};
const change = (platformId: string, available: boolean, until: Date | null): ItemAvailabilityChange => ({
  items: [{ platformId, title: platformId }],
  available,
  until,
});
const availability = (platform: Platform, itemChange: ItemAvailabilityChange) =>
  send(platform, adapter(platform).itemAvailabilityCall?.(itemChange, storeRef(platform)));
const publish = (platform: Platform) =>
  send(platform, adapter(platform).menuPublishCall?.(SAMPLE_MENU, storeRef(platform)));
// The live menu an opening-hours call carries is built with the new week (Uber Eats' regular hours are its menus').
const withHours = (days: MenuDocumentDay[]) => ({
  ...SAMPLE_MENU,
  menus: SAMPLE_MENU.menus.map((menu) => ({ ...menu, serviceAvailability: days })),
});
const hours = (platform: Platform, days = SAMPLE_MENU.menus[0]?.serviceAvailability ?? []) =>
  send(platform, adapter(platform).openingHoursCall?.(days, storeRef(platform), withHours(days)));
const holidays = async (platform: Platform, holidayChange: HolidayChange) => {
  const calls = adapter(platform).holidayHoursCalls?.(holidayChange, storeRef(platform)) ?? [];
  const responses: PlatformResponse[] = [];
  for (const call of calls) responses.push(await send(platform, call));
  return responses;
};

const MONDAY = {
  dayOfWeek: 1,
  periods: [
    { start: '11:30', end: '14:30' },
    { start: '18:30', end: '22:30' },
  ],
};
const SUNDAY = { dayOfWeek: 7, periods: [{ start: '18:30', end: '22:30' }] };

describe('Uber Eats against the simulator', () => {
  it('takes the menu with the new item and its modifier group, then suspends and restores one item', async () => {
    expect((await publish('PLATFORM_UBER_EAT')).status).toBe(204);
    expect(simStore('PLATFORM_UBER_EAT')?.menu).toMatchObject({
      itemIds: expect.arrayContaining(['item-smash', 'item-mayo']),
      modifierGroupIds: ['mg-sauce'],
    });
    expect(simStore('PLATFORM_UBER_EAT')?.items['item-mayo']).toMatchObject({ available: false, until: TOMORROW });
    expect(simStore('PLATFORM_UBER_EAT')?.openingHours).toEqual(expect.arrayContaining([MONDAY, SUNDAY]));

    expect((await availability('PLATFORM_UBER_EAT', change('item-smash', false, TOMORROW))).status).toBe(204);
    expect(simStore('PLATFORM_UBER_EAT')?.items['item-smash']).toMatchObject({ available: false, until: TOMORROW });
    await availability('PLATFORM_UBER_EAT', change('item-smash', true, null));
    expect(simStore('PLATFORM_UBER_EAT')?.items['item-smash']).toMatchObject({ available: true, until: null });
    expect((await availability('PLATFORM_UBER_EAT', change('item-unknown', false, null))).status).toBe(404);
  });

  it('records a change on a store that never uploaded a menu, as the demo restaurants are', async () => {
    expect((await availability('PLATFORM_UBER_EAT', change('item-classic', false, TOMORROW))).status).toBe(204);
    expect(simStore('PLATFORM_UBER_EAT')?.items['item-classic']).toMatchObject({ available: false, until: TOMORROW });
  });

  it('sets the hours through the menu and overwrites the holiday hours', async () => {
    expect(
      (await hours('PLATFORM_UBER_EAT', [{ dayOfWeek: 3, timePeriods: [{ startTime: '12:00', endTime: '15:00' }] }]))
        .status,
    ).toBe(204);
    expect(simStore('PLATFORM_UBER_EAT')?.openingHours?.filter((day) => day.periods.length > 0)).toEqual([
      { dayOfWeek: 3, periods: [{ start: '12:00', end: '15:00' }] },
    ]);
    expect((await holidays('PLATFORM_UBER_EAT', ADD_NEW_YEAR)).map((response) => response.status)).toEqual([204]);
    expect(simStore('PLATFORM_UBER_EAT')?.holidayHours).toEqual({
      '2026-12-24': [],
      '2026-12-25': [],
      '2026-12-26': [],
      '2027-01-01': [],
    });
  });

  it('refuses a menu whose group offers an item it does not carry (400), keeping nothing', async () => {
    const call = adapter('PLATFORM_UBER_EAT').menuPublishCall?.(
      { ...SAMPLE_MENU, items: SAMPLE_MENU.items.filter((item) => item.id !== 'item-ketchup') },
      storeRef('PLATFORM_UBER_EAT'),
    );
    const response = await send('PLATFORM_UBER_EAT', call);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/mg-sauce: modifier_options must be ITEMs of the upload/);
    expect(simStore('PLATFORM_UBER_EAT')?.menu).toBeNull();
  });
});

describe('Deliveroo against the simulator', () => {
  it('takes the menu, then item statuses, refusing the whole change if one id is unknown', async () => {
    expect((await publish('PLATFORM_DELIVEROO')).status).toBe(200);
    expect(simStore('PLATFORM_DELIVEROO')?.menu).toMatchObject({
      menuId: 'comptoir-482913',
      modifierGroupIds: ['mg-sauce'],
    });
    expect((await availability('PLATFORM_DELIVEROO', change('item-smash', false, TOMORROW))).status).toBe(204);
    expect(simStore('PLATFORM_DELIVEROO')?.items['item-smash']).toMatchObject({
      available: false,
      status: 'unavailable',
    });
    const both = {
      items: [
        { platformId: 'item-coke', title: 'Coca-Cola' },
        { platformId: 'item-nope', title: '?' },
      ],
      available: false,
      until: null,
    };
    expect((await availability('PLATFORM_DELIVEROO', both)).status).toBe(404);
    expect(simStore('PLATFORM_DELIVEROO')?.items['item-coke']).toBeUndefined();
  });

  it('sets the week, creates a day off and cancels it by the id read from the answer', async () => {
    expect((await hours('PLATFORM_DELIVEROO')).status).toBe(200);
    expect(simStore('PLATFORM_DELIVEROO')?.openingHours).toEqual([
      MONDAY,
      ...[2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, periods: [] })),
      SUNDAY,
    ]);

    const [created] = await holidays('PLATFORM_DELIVEROO', { closures: [CHRISTMAS], added: [CHRISTMAS], removed: [] });
    expect(created?.status).toBe(201);
    const ref = adapter('PLATFORM_DELIVEROO').holidayRefFromResponse?.(created?.text ?? null) ?? null;
    expect(simStore('PLATFORM_DELIVEROO')?.daysOff).toEqual([
      {
        id: ref,
        start: '2026-12-24T00:00:00',
        end: '2026-12-27T00:00:00',
        reason: expect.any(String),
        cancelled: false,
        idempotencyKey: null,
      },
    ]);

    const responses = await holidays('PLATFORM_DELIVEROO', {
      closures: [NEW_YEAR],
      added: [NEW_YEAR],
      removed: [{ closure: CHRISTMAS, platformRef: ref }],
    });
    expect(responses.map((response) => response.status)).toEqual([201, 204]);
    expect(simStore('PLATFORM_DELIVEROO')?.daysOff.map((dayOff) => [dayOff.start, dayOff.cancelled])).toEqual([
      ['2026-12-24T00:00:00', true],
      ['2027-01-01T00:00:00', false],
    ]);
  });
});

describe('Just Eat, Glovo and GET RESTO against the simulator', () => {
  it('Just Eat ingests the menu, suspends until tomorrow and takes the service times', async () => {
    expect((await publish('PLATFORM_JUST_EAT')).status).toBe(202);
    expect(simStore('PLATFORM_JUST_EAT')?.menu).toMatchObject({
      itemIds: expect.arrayContaining(['item-smash']),
      modifierGroupIds: ['mg-sauce'],
    });
    expect((await availability('PLATFORM_JUST_EAT', change('item-smash', false, TOMORROW))).status).toBe(202);
    expect(simStore('PLATFORM_JUST_EAT')?.items['item-smash']).toMatchObject({ available: false, until: TOMORROW });
    expect((await hours('PLATFORM_JUST_EAT')).status).toBe(204);
    expect(simStore('PLATFORM_JUST_EAT')?.openingHours).toEqual(expect.arrayContaining([MONDAY, SUNDAY]));
  });

  it('Glovo takes the bulk update and a product switched off, with no timer', async () => {
    expect((await publish('PLATFORM_GLOVO')).status).toBe(202);
    expect(simStore('PLATFORM_GLOVO')?.items['item-coke']).toMatchObject({ available: false });
    expect((await availability('PLATFORM_GLOVO', change('item-smash', false, TOMORROW))).status).toBe(204);
    expect(simStore('PLATFORM_GLOVO')?.items['item-smash']).toMatchObject({ available: false, until: null });
  });

  it('GET RESTO receives the menu, the availability, the week and the closures, signed', async () => {
    expect((await publish('PLATFORM_GET_RESTO')).status).toBe(204);
    expect(simStore('PLATFORM_GET_RESTO')?.menu?.modifierGroupIds).toEqual(['mg-sauce']);
    expect(simStore('PLATFORM_GET_RESTO')?.items['item-mayo']).toMatchObject({ available: false, until: TOMORROW });
    expect((await availability('PLATFORM_GET_RESTO', change('item-smash', false, TOMORROW))).status).toBe(204);
    expect(simStore('PLATFORM_GET_RESTO')?.items['item-smash']).toMatchObject({ available: false, until: TOMORROW });
    expect((await hours('PLATFORM_GET_RESTO')).status).toBe(204);
    expect(simStore('PLATFORM_GET_RESTO')?.openingHours).toEqual(expect.arrayContaining([MONDAY, SUNDAY]));
    expect((await holidays('PLATFORM_GET_RESTO', ADD_NEW_YEAR)).map((response) => response.status)).toEqual([204]);
    expect(Object.keys(simStore('PLATFORM_GET_RESTO')?.holidayHours ?? {})).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
    ]);
    expect(simulator.calls().every((call) => call.authorized)).toBe(true);
  });
});
