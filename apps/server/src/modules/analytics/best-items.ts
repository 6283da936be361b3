import { DEFAULT_FIRST } from '@comptoir/domain';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { AppError } from '../../errors';
import { itemNameKey } from '../../lib/item-name-key';
import { MAX_PAGE_SIZE } from '../../lib/pagination';
import { itemRollupsOfFilter, type ReportFilterArgs } from '../reports';

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
 * dailyBestItem (docs/reports.md#best-selling-items): the items sold most over the filter, most units first, then most
 * revenue. One row per item of a company's menu, whatever rate it was sold at (docs/reports.md, "Best-selling items"):
 * an item is known by its id on the platform, or by its name (trimmed, spaces collapsed, lower-cased) when the order
 * gave no id. An item chosen inside a menu counts as that menu's option, unless `includeOptions` asks for options too.
 * One statement over the item rollup (docs/reports.md#best-item-rollups), whose rows are already summed by the raw
 * (id, name, rate), so names are normalised and ranked on a few thousand rows, not on every line of the period.
 */
export async function listBestItems(context: SignedInContext, args: BestItemsArgs): Promise<BestItem[]> {
  const limit = readLimit(args.limit);
  const sold = itemRollupsOfFilter(context, args, args.includeOptions === true);
  const result = await context.db.execute<BestItemRow>(sql`
    with by_name as (
      select ${sold.companyId} as company_id, ${sold.itemId} as item_id, ${sold.title} as title, ${sold.vat} as vat,
        sum(${sold.units}) as units, sum(${sold.revenue}) as revenue, sum(${sold.additional}) as additional
      from ${sold}
      group by 1, 2, 3, 4
      having sum(${sold.entries}) > 0
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
