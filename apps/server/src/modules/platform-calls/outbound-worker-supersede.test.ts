import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformCalls, restaurants, type MenuItemRow } from '../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../db/seed';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { OutboundCall } from '../../platforms/adapter';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { recordItemAvailabilityCall, type ItemAvailabilityTarget } from '../menus/item-availability-call';
import { findLiveMenuItem } from '../menus/testing/menu-items';
import { sendDuePlatformCalls } from './outbound-worker';

type Sent = { path: string; available: unknown };

/** A partner API answering each call with `answer` (which may act in Comptoir meanwhile, as if the call were slow). */
function createFakeClient(answer: (call: OutboundCall, index: number) => Promise<number> | number = () => 200) {
  const sent: Sent[] = [];
  const client: PlatformClient = {
    request: async (_platform, call) => {
      sent.push({ path: call.path, available: (call.body as { available?: unknown } | undefined)?.available });
      const status = await answer(call, sent.length - 1);
      return { status, headers: new Headers(status === 429 ? { 'retry-after': '30' } : {}), text: `answer ${status}` };
    },
  };
  return { client, sent };
}

const later = (ms: number) => () => new Date(Date.now() + ms);

// The outbox sends the oldest due call first and retries for minutes: a retry of an older change must never land after
// a newer one, or the platform ends with what the operator undid.
describe.each(TEST_DRIVERS)('a newer change supersedes an unsent older one (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => database?.dispose());

  const targetOf = async (item: MenuItemRow & { restaurantId: number }): Promise<ItemAvailabilityTarget> => {
    const [restaurant] = await database.db.select().from(restaurants).where(eq(restaurants.id, item.restaurantId));
    if (!restaurant) throw new Error('restaurant missing');
    return { item, restaurant, platform: 'PLATFORM_GLOVO' };
  };
  const setAvailable = async (target: ItemAvailabilityTarget, available: boolean) =>
    (await recordItemAvailabilityCall(database.db, target, { available, until: null })).callId;
  const rowsOf = (ids: number[]) =>
    database.db.select().from(platformCalls).where(inArray(platformCalls.id, ids)).orderBy(platformCalls.id);

  it('sends only the newer item availability when the older one is still waiting for its retry', async () => {
    const target = await targetOf(
      await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-cheese'),
    );
    const { client, sent } = createFakeClient((_call, index) => (index === 0 ? 429 : 200));
    const unavailable = await setAvailable(target, false);
    await sendDuePlatformCalls({ db: database.db, client });
    const available = await setAvailable(target, true);
    await sendDuePlatformCalls({ db: database.db, client, now: later(60_000) });
    await sendDuePlatformCalls({ db: database.db, client, now: later(120_000) });

    expect(sent.map((call) => call.available)).toEqual([false, true]);
    expect(await rowsOf([unavailable, available])).toEqual([
      expect.objectContaining({
        status: 'superseded',
        lastError: 'Replaced by a newer change before it was sent',
        supersedeKey: `item:${target.item.id}`,
      }),
      expect.objectContaining({ status: 'sent' }),
    ]);
  });

  it('keeps a call superseded while it was on the wire: not retried, with the answer the platform gave', async () => {
    const target = await targetOf(
      await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-classic'),
    );
    let available = 0;
    const { client, sent } = createFakeClient(async (_call, index) => {
      if (index > 0) return 200;
      available = await setAvailable(target, true);
      return 503;
    });
    const unavailable = await setAvailable(target, false);
    await sendDuePlatformCalls({ db: database.db, client });
    await sendDuePlatformCalls({ db: database.db, client, now: later(60_000) });
    await sendDuePlatformCalls({ db: database.db, client, now: later(120_000) });

    expect(sent.map((call) => call.available)).toEqual([false, true]);
    expect(await rowsOf([unavailable, available])).toEqual([
      expect.objectContaining({ status: 'superseded', attempts: 1, responseStatus: 503, responseBody: 'answer 503' }),
      expect.objectContaining({ status: 'sent' }),
    ]);
  });

  it('skips a call of its batch that was superseded before its turn came', async () => {
    const first = await targetOf(
      await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-bacon'),
    );
    const second = await targetOf(
      await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-cheese'),
    );
    let newer = 0;
    const { client, sent } = createFakeClient(async (_call, index) => {
      if (index === 0) newer = await setAvailable(second, true);
      return 200;
    });
    await setAvailable(first, false);
    const older = await setAvailable(second, false);
    expect(await sendDuePlatformCalls({ db: database.db, client })).toBe(2);
    await sendDuePlatformCalls({ db: database.db, client, now: later(60_000) });

    expect(sent).toEqual([
      { path: expect.stringContaining(first.item.platformId), available: false },
      { path: expect.stringContaining(second.item.platformId), available: true },
    ]);
    expect(await rowsOf([older, newer])).toEqual([
      expect.objectContaining({ status: 'superseded', responseStatus: null }),
      expect.objectContaining({ status: 'sent' }),
    ]);
  });

  it('leaves the pending call of another item alone', async () => {
    const target = await targetOf(
      await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-bacon'),
    );
    const other = await targetOf(
      await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-classic'),
    );
    const ids = [await setAvailable(target, true), await setAvailable(other, false)];
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['pending', 'pending']);
    await sendDuePlatformCalls({ db: database.db, client: createFakeClient().client });
  });
});
