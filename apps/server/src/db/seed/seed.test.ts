import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword, verifyPin } from '../../lib/passwords';
import type { Db } from '../client';
import {
  accounts,
  cartCustomisations,
  cartImages,
  cartLines,
  carts,
  companies,
  platforms,
  restaurants,
} from '../schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing';
import { DEMO_ACCOUNTS, DEMO_PIN, seedDemo } from './index';

const NOW = new Date('2026-03-16T19:30:00Z');

// Every column the seed decides (not the password hashes, salted at random, nor defaults set to now()).
async function digestOrders(db: Db): Promise<string> {
  const hash = createHash('sha256');
  const feed = (rows: unknown[]) => hash.update(JSON.stringify(rows));
  feed(
    await db
      .select({ uuid: accounts.uuid, email: accounts.email, roles: accounts.roles })
      .from(accounts)
      .orderBy(asc(accounts.id)),
  );
  feed(
    await db
      .select()
      .from(restaurants)
      .orderBy(asc(restaurants.id))
      .then((rows) => rows.map(({ updatedAt: _u, ...row }) => row)),
  );
  feed(await db.select().from(carts).orderBy(asc(carts.id)));
  feed(await db.select().from(cartLines).orderBy(asc(cartLines.id)));
  feed(await db.select().from(cartCustomisations).orderBy(asc(cartCustomisations.id)));
  feed(await db.select().from(cartImages).orderBy(asc(cartImages.id)));
  return hash.digest('hex');
}

async function findCartsWhoseTotalsDoNotAddUp(db: Db): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with line_sums as (
      select cart_id, sum(price * quantity)::int as amount from cart_lines group by cart_id
    ), customisation_sums as (
      select l.cart_id, sum(c.price)::int as amount
      from cart_customisations c join cart_lines l on l.id = c.cart_line_id
      group by l.cart_id
    )
    select carts.id from carts
    left join line_sums on line_sums.cart_id = carts.id
    left join customisation_sums on customisation_sums.cart_id = carts.id
    where carts.subtotal <> coalesce(line_sums.amount, 0) + coalesce(customisation_sums.amount, 0)
       or carts.total <> carts.subtotal - carts.promo + carts.delivery_price + carts.tips
       or line_sums.amount is null
  `);
  return result.rows.map((row) => row.id);
}

describe('the full demo seed (90 days, PGlite)', () => {
  let database: TestDatabase;
  let seconds: number;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const started = performance.now();
    const summary = await seedDemo(database.db, { now: NOW, uploadsDir: database.uploadsDir });
    seconds = (performance.now() - started) / 1000;
    expect(summary.seeded).toBe(true);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('writes several thousand orders quickly', async () => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(carts);
    expect(row?.n).toBeGreaterThan(3000);
    console.info(`Full demo seed: ${row?.n} carts in ${seconds.toFixed(1)} s`);
  });

  it('makes every cart add up to the cent', async () => {
    expect(await findCartsWhoseTotalsDoNotAddUp(database.db)).toEqual([]);
  });

  it('stores every order’s VAT split, adding up to its total to the cent (docs/money.md#one-vat-split-per-order)', async () => {
    const { rows } = await database.db.execute<{ id: number }>(sql`
      select carts.id from carts left join cart_vat_splits s on s.cart_id = carts.id
      group by carts.id having carts.total <> coalesce(sum(s.ttc), 0)
    `);
    expect(rows).toEqual([]);
  });

  it('sells each item at one VAT rate, the French one for its kind (docs/money.md#the-demo-catalogue)', async () => {
    const rates = await database.db
      .selectDistinct({ title: cartLines.itemTitle, rate: cartLines.itemVatPurcent })
      .from(cartLines)
      .orderBy(asc(cartLines.itemTitle), asc(cartLines.itemVatPurcent));
    const byTitle = new Map<string, number[]>();
    for (const row of rates) byTitle.set(row.title, [...(byTitle.get(row.title) ?? []), row.rate]);
    expect([...byTitle].filter(([, itemRates]) => itemRates.length > 1)).toEqual([]);
    expect(byTitle.get('Coca-Cola 33 cl')).toEqual([5.5]);
    expect(byTitle.get('Bière IPA 33 cl')).toEqual([20]);
    expect(byTitle.get('Frites maison')).toEqual([10]);
  });

  it('signs in every demo account with its documented password, and the company with PIN 1234', async () => {
    for (const demo of Object.values(DEMO_ACCOUNTS)) {
      const [account] = await database.db.select().from(accounts).where(eq(accounts.email, demo.email));
      expect(account).toMatchObject({ type: demo.type, roles: [...demo.roles], enabled: true });
      expect(await verifyPassword(account?.passwordHash ?? '', demo.password)).toBe(true);
      expect(await verifyPassword(account?.passwordHash ?? '', `${demo.password}x`)).toBe(false);
    }
    const [company] = await database.db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.company.email));
    expect(await verifyPin(company?.pinHash ?? null, DEMO_PIN)).toBe(true);
  });

  it('gives Demo Burger Co one restaurant per platform and Corner Pizza two', async () => {
    const rows = await database.db
      .select({ company: companies.name, platform: platforms.code, manual: restaurants.manualDisputeHandling })
      .from(restaurants)
      .innerJoin(companies, eq(companies.id, restaurants.companyId))
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId));
    const burger = rows.filter((row) => row.company === 'Demo Burger Co');
    expect(burger.map((row) => row.platform).sort()).toEqual([
      'PLATFORM_CLICK_N_COLLECT',
      'PLATFORM_DELIVEROO',
      'PLATFORM_GET_RESTO',
      'PLATFORM_GLOVO',
      'PLATFORM_JUST_EAT',
      'PLATFORM_UBER_EAT',
    ]);
    expect(
      burger
        .filter((row) => row.manual)
        .map((row) => row.platform)
        .sort(),
    ).toEqual(['PLATFORM_DELIVEROO', 'PLATFORM_UBER_EAT']);
    expect(
      rows
        .filter((row) => row.company === 'Corner Pizza')
        .map((row) => row.platform)
        .sort(),
    ).toEqual(['PLATFORM_DELIVEROO', 'PLATFORM_UBER_EAT']);
  });

  it('follows docs/glossary.md: platform couriers on DELIVERY, the restaurant on DELIVERY_THIRD_PARTY', async () => {
    const result = await database.db.execute<{
      platform: string;
      fulfillment: string;
      priced: number;
      cash: number;
      rush: number;
    }>(sql`
      select platform::text, fulfillment_type::text as fulfillment,
        count(*) filter (where delivery_price > 0)::int as priced,
        count(*) filter (where payment_method = 'PAYMENT_CASH')::int as cash,
        count(*) filter (where rush_job is not null)::int as rush
      from carts where fulfillment_type in ('DELIVERY', 'DELIVERY_THIRD_PARTY') group by 1, 2 order by 1, 2
    `);
    const byKey = new Map(result.rows.map((row) => [`${row.platform} ${row.fulfillment}`, row]));
    expect([...byKey.keys()]).toEqual([
      'PLATFORM_DELIVEROO DELIVERY',
      'PLATFORM_GET_RESTO DELIVERY_THIRD_PARTY',
      'PLATFORM_GLOVO DELIVERY',
      'PLATFORM_JUST_EAT DELIVERY',
      'PLATFORM_JUST_EAT DELIVERY_THIRD_PARTY',
      'PLATFORM_UBER_EAT DELIVERY',
    ]);
    // Only the restaurant charges a delivery price or takes cash at the door; only Uber couriers get a rush job.
    for (const row of result.rows.filter((r) => r.fulfillment === 'DELIVERY'))
      expect([row.platform, row.priced, row.cash]).toEqual([row.platform, 0, 0]);
    expect(byKey.get('PLATFORM_JUST_EAT DELIVERY_THIRD_PARTY')?.cash).toBeGreaterThan(0);
    expect(byKey.get('PLATFORM_GET_RESTO DELIVERY_THIRD_PARTY')?.priced).toBeGreaterThan(0);
    expect(result.rows.filter((row) => row.rush > 0).map((row) => `${row.platform} ${row.fulfillment}`)).toEqual([
      'PLATFORM_UBER_EAT DELIVERY',
    ]);
  });

  it('cancels or denies about 5 % of orders and closes the rest', async () => {
    const result = await database.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from carts group by status`,
    );
    const total = result.rows.reduce((sum, row) => sum + row.n, 0);
    const failed = result.rows
      .filter((row) => row.status === 'CANCELED' || row.status === 'DENIED')
      .reduce((sum, row) => sum + row.n, 0);
    expect(failed / total).toBeGreaterThan(0.03);
    expect(failed / total).toBeLessThan(0.08);
    expect(result.rows.map((row) => row.status).sort()).toEqual(['CANCELED', 'COMPLETED', 'DENIED', 'FINISHED']);
  });

  it('places no order in the future, and none before the 90 local days', async () => {
    const [row] = await database.db
      .select({
        first: sql<string>`min(created_at)::text`,
        last: sql<string>`max(greatest(created_at, livred_at, canceled_at))::text`,
      })
      .from(carts);
    expect(new Date(row?.last ?? '').getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - new Date(row?.first ?? '').getTime()).toBeLessThan(90 * 86_400_000);
  });

  it('nests customisations at least three levels deep on some lines', async () => {
    const result = await database.db.execute<{ depth: number }>(sql`
      with recursive tree as (
        select id, 1 as depth from cart_customisations where parent_id is null
        union all
        select c.id, tree.depth + 1 from cart_customisations c join tree on c.parent_id = tree.id
      )
      select max(depth)::int as depth from tree
    `);
    expect(result.rows[0]?.depth).toBeGreaterThanOrEqual(4);
  });

  it('writes a real PNG for every cart photo', async () => {
    const images = await database.db.select().from(cartImages);
    expect(images.length).toBeGreaterThan(50);
    for (const image of images.slice(0, 20)) {
      const file = join(database.uploadsDir, image.filePath);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file).subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    const [flagged] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(carts)
      .where(eq(carts.hasImage, true));
    expect(flagged?.n).toBe(images.length);
  });

  it('seeds only an empty database', async () => {
    const [before] = await database.db.select({ n: sql<number>`count(*)::int` }).from(carts);
    const again = await seedDemo(database.db, { now: NOW });
    const [after] = await database.db.select({ n: sql<number>`count(*)::int` }).from(carts);
    expect(again.seeded).toBe(false);
    expect(after?.n).toBe(before?.n);
  });
});

describe('seed determinism', () => {
  it('gives the same data for the same now', async () => {
    const digests: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const database = await openTestDatabase('pglite');
      try {
        await seedDemo(database.db, { now: NOW, days: 5, uploadsDir: database.uploadsDir });
        digests.push(await digestOrders(database.db));
      } finally {
        await database.dispose();
      }
    }
    expect(digests[0]).toBe(digests[1]);
  });

  it('moves the history with now', async () => {
    const database = await openTestDatabase('pglite');
    try {
      await seedDemo(database.db, { now: new Date('2026-07-01T12:00:00Z'), days: 2 });
      const [row] = await database.db.select({ last: sql<string>`max(created_at)::text` }).from(carts);
      expect(row?.last.startsWith('2026-0')).toBe(true);
      expect(new Date(row?.last ?? '').getTime()).toBeGreaterThan(new Date('2026-06-30T00:00:00Z').getTime());
    } finally {
      await database.dispose();
    }
  });
});

describe.each(TEST_DRIVERS)('minimal seed on %s', (driver) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal', now: NOW });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('has the demo accounts and a couple of days of orders that add up', async () => {
    expect(database.seedSummary).toMatchObject({
      seeded: true,
      accounts: 5,
      companies: 2,
      restaurants: 8,
      printers: 3,
    });
    expect(database.seedSummary?.carts).toBeGreaterThan(50);
    expect(await findCartsWhoseTotalsDoNotAddUp(database.db)).toEqual([]);
  });
});
