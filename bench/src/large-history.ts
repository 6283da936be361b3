import { splitOrderVat, type VatSplitLine } from '@comptoir/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { vatSplitRows } from '../../apps/server/src/modules/vat/write-vat-split';

export type LargeHistoryOptions = {
  orders: number;
  /** Restaurants of the group the orders are spread over (one demo restaurant per platform is the template). */
  restaurants: number;
  days: number;
  companyName: string;
  onProgress?: (inserted: number) => void;
};

const CHUNK = 250_000;
// Orders whose VAT split is computed per round trip: their lines travel as JSON, the split comes back the same way.
const SPLIT_CHUNK = 20_000;
const TITLES = [
  'Classic Burger',
  'Cheese Burger',
  'Bacon Burger',
  'Veggie Burger',
  'Chicken Burger',
  'Double Smash',
  'Fries',
  'Sweet Potato Fries',
  'Onion Rings',
  'Nuggets x6',
  'Caesar Salad',
  'Coleslaw',
  'Cola 33cl',
  'Lemonade',
  'Iced Tea',
  'Water 50cl',
  'Brownie',
  'Cookie',
  'Milkshake Vanilla',
  'Milkshake Chocolate',
];

/**
 * Adds a large history to the demo company in plain SQL (generate_series): `restaurants` stores copied from its six,
 * and `orders` orders over the last `days` days, inserted in the order they were placed as intake writes them (so a
 * period's orders lie together in the table, as in a real history), each with two lines whose prices add up to the
 * subtotal, about one in 23 canceled, one in five with a promotion, and its stored VAT split, as intake writes it.
 * Amounts are integers derived from the row number, so runs compare.
 */
export async function seedLargeHistory(db: Db, options: LargeHistoryOptions): Promise<void> {
  const perTemplate = Math.max(1, Math.ceil(options.restaurants / 6));
  await db.execute(sql`
    insert into restaurants (company_id, platform_id, title, label, city, country, timezone, fulfillment_type, delivery_mode, platform_store_id)
    select r.company_id, r.platform_id, r.title || ' ' || g, r.label, r.city, r.country, r.timezone, r.fulfillment_type, r.delivery_mode,
           'bench-' || r.id || '-' || g
    from restaurants r join companies c on c.id = r.company_id, generate_series(1, ${perTemplate - 1}) g
    where c.name = ${options.companyName}`);
  await db.execute(sql`drop table if exists bench_restaurants`);
  await db.execute(sql`
    create table bench_restaurants as
    select (row_number() over (order by r.id) - 1)::int as idx, r.id, r.company_id, p.code as platform, r.fulfillment_type
    from restaurants r join companies c on c.id = r.company_id join platforms p on p.id = r.platform_id
    where c.name = ${options.companyName}`);
  const [{ n } = { n: 0 }] = (await db.execute(sql`select count(*)::int as n from bench_restaurants`)).rows as {
    n: number;
  }[];
  const seconds = options.days * 86_400;
  for (let from = 1; from <= options.orders; from += CHUNK) {
    const to = Math.min(options.orders, from + CHUNK - 1);
    await db.execute(sql`
      insert into carts (company_id, restaurant_id, platform, platform_id, display_id, status, fulfillment_type, subtotal, promo,
        delivery_price, tips, total, order_count, platform_purcent, platform_fee, vat_platform_fee, payement, has_image, created_at)
      select b.company_id, b.id, b.platform, 'bench-' || g, lpad((g % 100000)::text, 5, '0'),
        (case when g % 23 = 0 then 'CANCELED' else 'COMPLETED' end)::cart_status,
        coalesce(b.fulfillment_type, 'DELIVERY'), s.subtotal, s.promo, 290, s.tips, s.subtotal - s.promo + 290 + s.tips,
        1 + g % 4, 30, s.subtotal * 30 / 100, s.subtotal * 30 / 100 / 6, s.subtotal - s.promo - s.subtotal * 30 / 100,
        g % 3 = 0, now() - make_interval(secs => ${seconds} - g::bigint * ${seconds} / ${options.orders})
      from generate_series(${from}::bigint, ${to}::bigint) g
      join bench_restaurants b on b.idx = g % ${n}
      cross join lateral (select (800 + (g * 7919) % 4000)::int as subtotal,
                                 (case when g % 5 = 0 then (800 + (g * 7919) % 4000) / 10 else 0 end)::int as promo,
                                 ((g % 7) * 50)::int as tips) s`);
    options.onProgress?.(to);
  }
  await db.execute(sql`
    insert into cart_lines (cart_id, position, quantity, price, item_title, item_vat_purcent, category)
    select c.id, l.position, 1,
      case when l.position = 0 then c.subtotal - c.subtotal / 3 else c.subtotal / 3 end,
      (${sql.raw(`array[${TITLES.map((title) => `'${title}'`).join(',')}]`)})[1 + (c.id * (l.position + 7)) % ${TITLES.length}],
      case when l.position = 0 then 10 else 5.5 end, 'Menu'
    from carts c cross join (values (0), (1)) l(position)
    where c.platform_id like 'bench-%'`);
  // Every first line is a menu with its drink, free inside it: what the best items count with options.
  await db.execute(sql`
    insert into cart_customisations (cart_line_id, position, quantity, price, item_title, customisation_title)
    select l.id, 0, 1, 0, 'Coca-Cola 33 cl', 'Coca-Cola 33 cl'
    from cart_lines l join carts c on c.id = l.cart_id
    where c.platform_id like 'bench-%' and l.position = 0`);
  await db.execute(sql`drop table bench_restaurants`);
  await writeVatSplits(db);
  await db.execute(sql`analyze`);
}

type SplitSource = { id: number; total: number; delivery_price: number; tips: number; lines: VatSplitLine[] };

// Every bench order's VAT split by splitOrderVat, the rule intake applies (docs/money.md#one-vat-split-per-order), in
// batches keyed on the order id.
async function writeVatSplits(db: Db): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await db.execute<SplitSource>(sql`
      select c.id, c.total, c.delivery_price, c.tips,
             json_agg(json_build_object('vatPercent', l.item_vat_purcent, 'amount', l.price * l.quantity + coalesce(o.amount, 0))) as lines
      from carts c
      join cart_lines l on l.cart_id = c.id
      left join lateral (select sum(x.price)::int as amount from cart_customisations x where x.cart_line_id = l.id) o on true
      where c.platform_id like 'bench-%' and c.id > ${after}
      group by c.id order by c.id limit ${SPLIT_CHUNK}`);
    const last = rows.at(-1);
    if (!last) return;
    const splits = rows.flatMap((row) =>
      vatSplitRows(
        row.id,
        splitOrderVat({
          total: Number(row.total),
          deliveryPrice: Number(row.delivery_price),
          tips: Number(row.tips),
          lines: row.lines,
        }),
      ),
    );
    await db.execute(sql`
      insert into cart_vat_splits (cart_id, rate, ttc, ht)
      select "cartId", rate, ttc, ht from json_to_recordset(${JSON.stringify(splits)}::json)
        as incoming("cartId" int, rate double precision, ttc int, ht int)`);
    after = Number(last.id);
  }
}
