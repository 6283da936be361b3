import { and, not, type SQL } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { isCanceledCart } from '../history';
import { cartReportFilter, type ReportFilterArgs } from '../reports';

/**
 * The orders the VAT report counts: those of the report filter that are not canceled (canceled orders, as History
 * counts them, carry no sale and so no VAT). For queries over carts inner-joined to restaurants.
 */
export function keptOrderFilter(context: VatContext, args: ReportFilterArgs): SQL {
  return and(cartReportFilter(context, args), not(isCanceledCart())) ?? not(isCanceledCart());
}
