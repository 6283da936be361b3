import { INVOICE_VAT_RATE, type Lang } from '@comptoir/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companySubscriptions, platforms, restaurants, restaurantSubscriptions } from '../../db/schema';
import type { InvoiceDraft, InvoiceLineDraft } from './invoice-draft';
import { invoiceLabels, monthLabel, platformLabel, serviceLabel } from './invoice-labels';
import type { InvoicePeriod } from './invoice-period';

export type SubscriptionInvoiceInput = Pick<InvoiceDraft, 'companyId' | 'currency' | 'buyer'> & {
  period: InvoicePeriod;
  /** The company's language (accountLanguage): the lines are written in it. */
  lang: Lang;
};

// A service is due for every month it was active in, whole: the monthly price is not prorated ("tout mois commencé
// est dû"), so a service switched off during a month is still due for that month (docs/services.md#invoicing).
function isDue(
  subscription: { activated: boolean; price: number; startedAt: Date | null; endedAt: Date | null },
  period: InvoicePeriod,
): boolean {
  if (subscription.price === 0) return false;
  if (subscription.startedAt !== null && subscription.startedAt >= period.nextMonthStart) return false;
  return subscription.activated || (subscription.endedAt !== null && subscription.endedAt >= monthStart(period));
}

function monthStart(period: InvoicePeriod): Date {
  return new Date(`${period.fromDate}T00:00:00Z`);
}

/** The month's subscription invoice of a company: its services, then each restaurant's; null when nothing is due. */
export async function draftSubscriptionInvoice(
  db: Db,
  input: SubscriptionInvoiceInput,
  extraLines: readonly InvoiceLineDraft[],
): Promise<InvoiceDraft | null> {
  const { period, lang } = input;
  const month = monthLabel(period.month, lang);
  const [services, restaurantServices] = await Promise.all([
    db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, input.companyId))
      .orderBy(asc(companySubscriptions.id)),
    db
      .select({
        subscription: restaurantSubscriptions,
        restaurantId: restaurants.id,
        title: restaurants.title,
        platform: platforms.code,
      })
      .from(restaurantSubscriptions)
      .innerJoin(restaurants, eq(restaurants.id, restaurantSubscriptions.restaurantId))
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(eq(restaurants.companyId, input.companyId))
      .orderBy(asc(restaurants.title), asc(restaurants.id), asc(restaurantSubscriptions.id)),
  ]);
  const lines: InvoiceLineDraft[] = services
    .filter((service) => isDue(service, period))
    .map((service) => ({
      label: invoiceLabels(lang).subscriptionLine(serviceLabel(service.service, lang), month),
      target: 'SUBSCRIPTION',
      priceHt: service.price,
      vatRate: INVOICE_VAT_RATE,
    }));
  const restaurantIds = new Set<number>();
  for (const row of restaurantServices) {
    if (!isDue(row.subscription, period)) continue;
    restaurantIds.add(row.restaurantId);
    lines.push({
      label: `${serviceLabel(row.subscription.service, lang)} — ${row.title} (${platformLabel(row.platform)}) — ${month}`,
      target: 'SUBSCRIPTION',
      priceHt: row.subscription.price,
      vatRate: INVOICE_VAT_RATE,
    });
  }
  lines.push(...extraLines);
  if (lines.length === 0) return null;
  return {
    companyId: input.companyId,
    kind: 'SUBSCRIPTION',
    platform: null,
    fromDate: period.fromDate,
    toDate: period.toDate,
    currency: input.currency,
    buyer: input.buyer,
    commissionBase: null,
    commissionRateBasisPoints: null,
    lines,
    restaurantIds: [...restaurantIds],
  };
}
