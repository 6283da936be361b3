import { DEFAULT_FIRST } from '@comptoir/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { cartCustomisations, cartLines, carts, restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { itemNameKey } from '../../lib/item-name-key';
import { MAX_PAGE_SIZE } from '../../lib/pagination';
import { isCanceledCart } from '../history';
import { cartReportFilter, type ReportFilterArgs } from '../reports';

export type BestItem = {
  title: string;
  platformId: string | null;
  /** The rate most of its units were sold at (the higher one on a tie). */
  vatPercent: number;
  /** Every rate it was sold at, lowest first. */
  vatRates: number[];
  total: number;
  revenue: number;
  additional: number;
};

export type BestItemsArgs = ReportFilterArgs & { limit?: number | null; includeOptions?: boolean | null };

type BestItemRow = {
  title: string;
  platform_id: string | null;
  vat_percent: unknown;
  vat_rates: unknown;
  total: unknown;
  revenue: unknown;
  additional: unknown;
};

function readLimit(limit: number | null | undefined): number {
  const size = limit ?? DEFAULT_FIRST.bestItems;
  if (!Number.isInteger(size) || size < 1)
    throw new AppError('BAD_USER_INPUT', { message: '"limit" must be one or more' });
  return Math.min(size, MAX_PAGE_SIZE);
}

function toInteger(value: unknown): number {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number))
    throw new AppError('INTERNAL_SERVER_ERROR', { message: 'A best-item figure passed 2^53' });
  return number;
}

// pg hands a float8[] back as numbers, PGlite too, but text is accepted as well so neither driver can surprise.
function toRates(value: unknown): number[] {
  const list = Array.isArray(value)
    ? value
    : String(value ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .filter(Boolean);
  return list.map(Number);
}

/**
 * What the lines of the orders that are not canceled sold: one row per line, with what its customisations added
 * (they already include every quantity, db/schema/carts.ts).
 */
function soldLines(where: SQL): SQL {
  return sql`select ${carts.companyId} as company_id, ${cartLines.itemPlatformId} as item_id, ${cartLines.itemTitle} as title,
      ${cartLines.itemVatPurcent} as vat, ${cartLines.quantity}::bigint as units, ${cartLines.price}::bigint * ${cartLines.quantity} as revenue,
      (select coalesce(sum(${cartCustomisations.price}), 0) from ${cartCustomisations}
        where ${cartCustomisations.cartLineId} = ${cartLines.id})::bigint as additional
    from ${cartLines}
    inner join ${carts} on ${eq(carts.id, cartLines.cartId)}
    inner join ${restaurants} on ${eq(restaurants.id, carts.restaurantId)}
    where ${where}`;
}

/**
 * Every option chosen on those lines, at any depth, walked from the top: its units are its own quantity (per unit of
 * its parent) times its parent's count, the line's quantity at the top; what it added is its stored price, every
 * quantity included (docs/orders.md#lines-and-options); it is sold at its line's rate, since the platform taxed the
 * menu it came in as a whole (docs/reports.md, "Best-selling items").
 */
function soldOptions(where: SQL): SQL {
  return sql`options (id, company_id, item_id, title, vat, units, revenue) as (
      select ${cartCustomisations.id}, ${carts.companyId}, ${cartCustomisations.itemPlatformId},
        coalesce(${cartCustomisations.itemTitle}, ${cartCustomisations.customisationTitle}, ${cartCustomisations.itemPlatformId}), ${cartLines.itemVatPurcent},
        ${cartCustomisations.quantity}::bigint * ${cartLines.quantity}, ${cartCustomisations.price}::bigint
      from ${cartCustomisations}
      inner join ${cartLines} on ${eq(cartLines.id, cartCustomisations.cartLineId)}
      inner join ${carts} on ${eq(carts.id, cartLines.cartId)}
      inner join ${restaurants} on ${eq(restaurants.id, carts.restaurantId)}
      where ${where} and ${cartCustomisations.parentId} is null
    union all
      select child.id, parent.company_id, child.item_platform_id, coalesce(child.item_title, child.customisation_title, child.item_platform_id),
        parent.vat,
        child.quantity::bigint * parent.units, child.price::bigint
      from ${cartCustomisations} child
      inner join options parent on child.parent_id = parent.id
    )`;
}

/**
 * dailyBestItem (docs/reports.md#best-selling-items): the items sold most over the filter, most units first, then most
 * revenue. One row per item of a company's menu, whatever rate it was sold at (docs/reports.md, "Best-selling items"):
 * an item is known by its id on the platform, or by its name (trimmed, spaces collapsed, lower-cased) when the order
 * gave no id. An item chosen inside a menu counts as that menu's option, unless `includeOptions` asks for options too.
 * One statement.
 */
export async function listBestItems(context: SignedInContext, args: BestItemsArgs): Promise<BestItem[]> {
  const limit = readLimit(args.limit);
  const where = sql`${cartReportFilter(context, args) ?? sql`true`} and not ${isCanceledCart()}`;
  const options = args.includeOptions === true;
  const sold = options
    ? sql`${soldLines(where)} union all select company_id, item_id, title, vat, units, revenue, 0::bigint from options where title is not null`
    : soldLines(where);
  // Summed by the raw (id, name, rate) first, so that names are normalised and ranked on a few hundred rows, not on
  // every line of the period.
  const result = await context.db.execute<BestItemRow>(sql`
    with recursive ${options ? sql`${soldOptions(where)},` : sql``}
    by_name as (
      select company_id, item_id, title, vat, sum(units) as units, sum(revenue) as revenue, sum(additional) as additional
      from (${sold}) sold
      group by company_id, item_id, title, vat
    ),
    keyed as (
      select company_id, nullif(item_id, '') as item_id,
        case when nullif(item_id, '') is null then ${itemNameKey(sql`title`)} end as name_key,
        btrim(title) as title, vat, units, revenue, additional
      from by_name
    ),
    ranked as (
      select *, sum(units) over (partition by company_id, item_id, name_key, vat) as rate_units,
        sum(units) over (partition by company_id, item_id, name_key, title) as title_units
      from keyed
    )
    select (array_agg(title order by title_units desc, title))[1] as title, item_id as platform_id,
      (array_agg(vat order by rate_units desc, vat desc))[1] as vat_percent, array_agg(distinct vat order by vat) as vat_rates,
      sum(units)::bigint as total, sum(revenue)::bigint as revenue, sum(additional)::bigint as additional
    from ranked
    group by company_id, item_id, name_key
    order by total desc, revenue desc, title, platform_id, company_id
    limit ${limit}`);
  return result.rows.map((row) => ({
    title: row.title,
    platformId: row.platform_id,
    vatPercent: Number(row.vat_percent),
    vatRates: toRates(row.vat_rates),
    total: toInteger(row.total),
    revenue: toInteger(row.revenue),
    additional: toInteger(row.additional),
  }));
}
