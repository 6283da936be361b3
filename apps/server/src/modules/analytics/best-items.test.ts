import type { OrderStatus, PlatformCode } from '@comptoir/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cartCustomisations, cartLines, companies, platforms, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';

// docs/reports.md, "Best-selling items": one row per item of a company's menu, whatever rate it was sold at.
const BEST_ITEMS = `query($fromDate: String!, $toDate: String!, $includeOptions: Boolean, $restaurants: [String!]) {
  dailyBestItem(fromDate: $fromDate, toDate: $toDate, includeOptions: $includeOptions, restaurants: $restaurants) {
    title platformId total revenue additional vatPercent vatRates } }`;
// A week of 2025 that neither the demo seed nor the other analytics tests reach.
const WEEK = { fromDate: '2025-05-05', toDate: '2025-05-11' };
const AT = new Date('2025-05-07T11:00:00Z');

type Option = { id: string | null; title: string; quantity: number; price: number; options?: Option[] };
type Line = { id: string | null; title: string; quantity: number; price: number; vat: number; options?: Option[] };
type Order = { company?: 'burger' | 'pizza'; platform?: PlatformCode; status?: OrderStatus; lines: Line[] };
type BestItem = {
  title: string;
  platformId: string | null;
  total: number;
  revenue: number;
  additional: number;
  vatPercent: number;
  vatRates: number[];
};

const ORDERS: Order[] = [
  // Coca-Cola alone at 5.5 % (two cans, ice added at 0.25 € each: 50 for the line) …
  {
    lines: [
      {
        id: 'item-coke',
        title: 'Coca-Cola 33 cl',
        quantity: 2,
        price: 300,
        vat: 5.5,
        options: [{ id: 'opt-ice', title: 'Ice', quantity: 1, price: 50 }],
      },
    ],
  },
  // … and at 20 % from another platform whose restaurant sells the same published menu.
  {
    platform: 'PLATFORM_DELIVEROO',
    lines: [{ id: 'item-coke', title: 'Coca-Cola 33 cl', quantity: 1, price: 310, vat: 20 }],
  },
  // Two burger menus at 10 %, each with a Coca-Cola (free) in a large size (+1 € each): 200 for the line.
  {
    lines: [
      {
        id: 'item-menu',
        title: 'Menu Burger',
        quantity: 2,
        price: 1_500,
        vat: 10,
        options: [
          {
            id: 'item-coke',
            title: 'Coca-Cola 33 cl',
            quantity: 1,
            price: 0,
            options: [{ id: 'opt-large', title: 'Large', quantity: 1, price: 200 }],
          },
        ],
      },
    ],
  },
  // No id from the platform: known by its name, however it is spaced or cased.
  { platform: 'PLATFORM_GLOVO', lines: [{ id: null, title: 'Pink Lemonade', quantity: 2, price: 250, vat: 5.5 }] },
  { platform: 'PLATFORM_JUST_EAT', lines: [{ id: '', title: '  PINK   LEMONADE ', quantity: 1, price: 250, vat: 10 }] },
  // Canceled: never counted.
  { status: 'CANCELED', lines: [{ id: 'item-coke', title: 'Coca-Cola 33 cl', quantity: 9, price: 300, vat: 0 }] },
  // Another company's item with the same id: its own row, only for those who see that company.
  { company: 'pizza', lines: [{ id: 'item-coke', title: 'Coca-Cola 33 cl', quantity: 4, price: 250, vat: 5.5 }] },
];

describe.each(TEST_DRIVERS)('best-selling items (%s)', (driver) => {
  let api: TestApi;
  const tokens = { company: '', admin: '' };

  beforeAll(async () => {
    api = await startTestApi(driver);
    tokens.company = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    tokens.admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    for (const order of ORDERS) await insertOrder(order);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function insertOptions(
    lineId: number,
    options: Option[],
    parentId: number | null,
    next: { position: number },
  ): Promise<void> {
    for (const option of options) {
      const [row] = await api.database.db
        .insert(cartCustomisations)
        .values({
          cartLineId: lineId,
          parentId,
          position: next.position++,
          quantity: option.quantity,
          price: option.price,
          itemPlatformId: option.id,
          itemTitle: option.title,
          customisationTitle: 'Choice',
        })
        .returning({ id: cartCustomisations.id });
      if (!row) throw new Error('option not inserted');
      await insertOptions(lineId, option.options ?? [], row.id, next);
    }
  }

  async function insertOrder(order: Order): Promise<void> {
    const cart = await aCart(api.database.db, {
      company: order.company,
      platform: order.platform,
      status: order.status ?? 'COMPLETED',
      createdAt: AT,
    });
    for (const [position, line] of order.lines.entries()) {
      const [row] = await api.database.db
        .insert(cartLines)
        .values({
          cartId: cart.id,
          position,
          quantity: line.quantity,
          price: line.price,
          itemTitle: line.title,
          itemPlatformId: line.id,
          itemVatPurcent: line.vat,
        })
        .returning({ id: cartLines.id });
      if (!row) throw new Error('line not inserted');
      await insertOptions(row.id, line.options ?? [], null, { position: 0 });
    }
  }

  async function bestItems(token: string, includeOptions?: boolean, restaurants?: string[]): Promise<BestItem[]> {
    const result = await api.graphql(BEST_ITEMS, { token, variables: { ...WEEK, includeOptions, restaurants } });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.dailyBestItem as BestItem[];
  }

  it('lists an item sold at several rates once, with its units and money summed and its rates listed', async () => {
    expect(await bestItems(tokens.company)).toEqual([
      // 2 + 1 cans; 2 × 300 + 1 × 310; the ice; most cans went at 5.5 %.
      {
        title: 'Coca-Cola 33 cl',
        platformId: 'item-coke',
        total: 3,
        revenue: 910,
        additional: 50,
        vatPercent: 5.5,
        vatRates: [5.5, 20],
      },
      // Named as most of its units were ordered; most of them went at 5.5 %.
      {
        title: 'Pink Lemonade',
        platformId: null,
        total: 3,
        revenue: 750,
        additional: 0,
        vatPercent: 5.5,
        vatRates: [5.5, 10],
      },
      {
        title: 'Menu Burger',
        platformId: 'item-menu',
        total: 2,
        revenue: 3_000,
        additional: 200,
        vatPercent: 10,
        vatRates: [10],
      },
    ]);
  });

  it('counts the items chosen inside menus when asked, at their quantity times the menu’s, at the menu’s rate', async () => {
    expect(await bestItems(tokens.company, false)).toEqual(await bestItems(tokens.company));
    expect(await bestItems(tokens.company, true)).toEqual([
      // 3 cans alone and one in each of the 2 menus; the menus' cans added nothing; 2 units at 5.5 %, 2 at 10 %.
      {
        title: 'Coca-Cola 33 cl',
        platformId: 'item-coke',
        total: 5,
        revenue: 910,
        additional: 50,
        vatPercent: 10,
        vatRates: [5.5, 10, 20],
      },
      {
        title: 'Pink Lemonade',
        platformId: null,
        total: 3,
        revenue: 750,
        additional: 0,
        vatPercent: 5.5,
        vatRates: [5.5, 10],
      },
      {
        title: 'Menu Burger',
        platformId: 'item-menu',
        total: 2,
        revenue: 3_000,
        additional: 200,
        vatPercent: 10,
        vatRates: [10],
      },
      {
        title: 'Large',
        platformId: 'opt-large',
        total: 2,
        revenue: 200,
        additional: 0,
        vatPercent: 10,
        vatRates: [10],
      },
      { title: 'Ice', platformId: 'opt-ice', total: 2, revenue: 50, additional: 0, vatPercent: 5.5, vatRates: [5.5] },
    ]);
  });

  // A filter naming restaurants reads their own rows, the others the company's (docs/reports.md#best-item-rollups).
  it('lists what the restaurants asked for sold, alone or together', async () => {
    // A demo company's one restaurant on that platform, where aCart puts its orders.
    const uuidOf = async (platform: PlatformCode, company: keyof typeof DEMO_COMPANY_NAMES = 'burger') => {
      const [restaurant] = await api.database.db
        .select({ uuid: restaurants.uuid })
        .from(restaurants)
        .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
        .innerJoin(companies, eq(companies.id, restaurants.companyId))
        .where(and(eq(platforms.code, platform), eq(companies.name, DEMO_COMPANY_NAMES[company])));
      if (!restaurant) throw new Error(`no ${platform} restaurant`);
      return restaurant.uuid;
    };
    const deliveroo = await uuidOf('PLATFORM_DELIVEROO');
    const glovo = await uuidOf('PLATFORM_GLOVO');
    expect(await bestItems(tokens.company, false, [deliveroo])).toEqual([
      {
        title: 'Coca-Cola 33 cl',
        platformId: 'item-coke',
        total: 1,
        revenue: 310,
        additional: 0,
        vatPercent: 20,
        vatRates: [20],
      },
    ]);
    expect((await bestItems(tokens.company, true, [deliveroo, glovo])).map((item) => [item.title, item.total])).toEqual(
      [
        ['Pink Lemonade', 2],
        ['Coca-Cola 33 cl', 1],
      ],
    );
    // Another company's restaurant, where a Coca-Cola sold: nothing, as for a restaurant that does not exist.
    expect(await bestItems(tokens.company, false, [await uuidOf('PLATFORM_UBER_EAT', 'pizza')])).toEqual([]);
  });

  it('keeps two companies’ items apart even when their ids match', async () => {
    const cokes = (await bestItems(tokens.admin)).filter((item) => item.platformId === 'item-coke');
    expect(cokes.map((item) => [item.total, item.revenue, item.vatRates])).toEqual([
      [4, 1_000, [5.5]],
      [3, 910, [5.5, 20]],
    ]);
  });
});
