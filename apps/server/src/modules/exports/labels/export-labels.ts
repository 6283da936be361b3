import type { Lang, MiscItemType } from '@comptoir/domain';
import type { ExportPeriod } from '../export-period';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pl } from './pl';
import { pt } from './pt';

/**
 * Every word an export writes (sheet names, headings, the summary sheet), in one language. Cells that hold codes
 * (an order's status, fulfilment, payment method) stay codes: a sheet built on them works in every language.
 */
export type ExportLabels = {
  summary: {
    sheet: string;
    period: string;
    periods: Record<ExportPeriod, string>;
    from: string;
    to: string;
    restaurants: string;
    allRestaurants: string;
    platforms: string;
    allPlatforms: string;
    company: string;
    value: string;
  };
  yes: string;
  no: string;
  /** Column headings several sheets share. */
  date: string;
  platform: string;
  restaurant: string;
  order: string;
  status: string;
  total: string;
  vat: string;
  excludingVat: string;
  orders: {
    title: string;
    count: string;
    withPhoto: string;
    subtotal: string;
    promotions: string;
    canceled: string;
    canceledTotal: string;
    deliveryPrice: string;
    tips: string;
    platformFees: string;
    vatOnPlatformFees: string;
    payout: string;
    withCanceled: string;
    fulfilment: string;
    paymentMethod: string;
    promotion: string;
    platformFee: string;
    vatOnFee: string;
    photo: string;
    /** The VAT column of one rate, e.g. 10 → "VAT 10 %". */
    vatAt: (rate: number) => string;
  };
  miscItems: {
    title: string;
    types: Record<MiscItemType, string>;
    type: string;
    lines: string;
    allTypes: string;
    label: string;
    description: string;
    vatRate: string;
  };
  disputes: {
    title: string;
    count: string;
    toDispute: string;
    disputed: string;
    won: string;
    lost: string;
    expired: string;
    refunded: string;
    recovered: string;
    orderType: string;
    problem: string;
    dish: string;
    dishProblem: string;
    clientComment: string;
    refundedToClient: string;
    recoveredColumn: string;
    disputedAt: string;
    deadline: string;
    resolvedAt: string;
  };
};

export const EXPORT_LABELS: Record<Lang, ExportLabels> = { en, es, fr, pt, pl };
