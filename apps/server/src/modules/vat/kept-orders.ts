import { and, eq, not, type SQL } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { carts, restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { isCanceledCart } from '../history/history-stats';
import { cartReportFilter, type ReportFilterArgs } from '../reports/report-filter';

/**
 * The orders the VAT report counts: those of the report filter that are not canceled (canceled orders, as History
 * counts them, carry no sale and so no VAT). For queries over carts inner-joined to restaurants.
 */
export function keptOrderFilter(context: VatContext, args: ReportFilterArgs): SQL {
  return and(cartReportFilter(context, args), not(isCanceledCart())) ?? not(isCanceledCart());
}

/** (id, platform, total, delivery_price, tips) of the kept orders, as vatSplitStatement takes them. */
export function keptOrdersForSplit(context: VatContext, where: SQL): SQL {
  return context.db
    .select({ id: carts.id, platform: carts.platform, total: carts.total, deliveryPrice: carts.deliveryPrice, tips: carts.tips })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(where)
    .getSQL();
}

/** A sum of minor units read from SQL (bigint arrives as text from pg, as a number or bigint from PGlite). */
export function readMoney(value: unknown): number {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new AppError('INTERNAL_SERVER_ERROR', { message: 'A money sum passed 2^53 minor units' });
  return number;
}
