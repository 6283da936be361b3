import {
  COMMISSION_RATE_BASIS_POINTS,
  commissionOf,
  INVOICE_VAT_RATE,
  PLATFORM_CODES,
  type Lang,
  type PlatformCode,
} from '@comptoir/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { platforms, restaurants } from '../../db/schema';
import { formatInvoiceMoney } from './invoice-money';
import { commissionBase } from './commission-base';
import type { InvoiceDraft } from './invoice-draft';
import { invoiceLabels, monthLabel, percentLabel, platformLabel } from './invoice-labels';
import type { InvoicePeriod } from './invoice-period';

export type CommissionInvoiceInput = Pick<InvoiceDraft, 'companyId' | 'currency' | 'buyer'> & {
  period: InvoicePeriod;
  /** The company's language (accountLanguage): the line is written in it. */
  lang: Lang;
  viewer: Viewer;
};

/**
 * One commission invoice per platform on which the company has restaurants with `comissionInvoicing`: the rate on the
 * month's sales of those restaurants. A platform with no sales that month gets no invoice.
 */
export async function draftCommissionInvoices(db: Db, input: CommissionInvoiceInput): Promise<InvoiceDraft[]> {
  const invoiced = await db
    .select({ id: restaurants.id, uuid: restaurants.uuid, platform: platforms.code })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(and(eq(restaurants.companyId, input.companyId), eq(restaurants.comissionInvoicing, true)))
    .orderBy(asc(restaurants.id));
  const drafts: InvoiceDraft[] = [];
  for (const platform of PLATFORM_CODES) {
    const onPlatform = invoiced.filter((restaurant) => restaurant.platform === platform);
    if (onPlatform.length === 0) continue;
    const sales = await commissionBase(db, input.viewer, {
      companyId: input.companyId,
      platform,
      restaurantUuids: onPlatform.map((restaurant) => restaurant.uuid),
      fromDate: input.period.fromDate,
      toDate: input.period.toDate,
    });
    if (sales.count === 0) continue;
    drafts.push(
      commissionDraft(
        input,
        platform,
        sales.total,
        onPlatform.map((restaurant) => restaurant.id),
      ),
    );
  }
  return drafts;
}

function commissionDraft(
  input: CommissionInvoiceInput,
  platform: PlatformCode,
  base: number,
  restaurantIds: number[],
): InvoiceDraft {
  const rate = COMMISSION_RATE_BASIS_POINTS;
  const { lang } = input;
  const label = invoiceLabels(lang).commissionLine(
    percentLabel(rate, lang),
    platformLabel(platform),
    monthLabel(input.period.month, lang),
    formatInvoiceMoney(base, input.currency, lang),
  );
  return {
    companyId: input.companyId,
    kind: 'COMMISSION',
    platform,
    fromDate: input.period.fromDate,
    toDate: input.period.toDate,
    currency: input.currency,
    buyer: input.buyer,
    commissionBase: base,
    commissionRateBasisPoints: rate,
    lines: [{ label, target: 'COMMISSION', priceHt: commissionOf(base, rate), vatRate: INVOICE_VAT_RATE }],
    restaurantIds,
  };
}
