import type { MiscItemType } from '@comptoir/domain';

// Report line labels (docs/data-model.md#report-lines), in the product's order, spelled as keys; sales_ht, sales_tva
// and other are added so that every figure behind restaurant_net and total_restant_du shows on the statement.
export const STATEMENT_LINE_KEYS = [
  'sales_ttc',
  'sales_ht',
  'sales_tva',
  'total_tva_deductible',
  'total_restant_du',
  'paid_by_platform',
  'restaurant_net',
  'service_ht',
  'service_ttc',
  'marketing_fees',
  'eco_contribution',
  'sponsored_ads',
  'adjustments',
  'refunds',
  'vouchers',
  'other',
] as const;

export type StatementLineKey = (typeof STATEMENT_LINE_KEYS)[number];

/**
 * The statement line of each misc item type (docs/data-model.md#misc-billing-items → docs/data-model.md#report-lines).
 */
export const MISC_LINE_OF_TYPE: Readonly<Record<MiscItemType, StatementLineKey>> = {
  MARKETING_OFFER_FEE: 'marketing_fees',
  ECO_CONTRIBUTION: 'eco_contribution',
  ADS: 'sponsored_ads',
  ADJUSTMENT_ERROR: 'adjustments',
  ORDER_DISPUTE_REFUND: 'refunds',
  MEAL_VOUCHER: 'vouchers',
  OTHER: 'other',
};

/** English label and formula of each line; the web app translates by key. */
export const STATEMENT_LINES: Readonly<Record<StatementLineKey, { label: string; formula: string }>> = {
  sales_ttc: {
    label: 'Sales incl. VAT',
    formula: 'Σ total of the orders that are not canceled (History stats.total).',
  },
  sales_ht: { label: 'Sales excl. VAT', formula: 'Σ over orders and rates of ht = round(ttc / (1 + rate / 100)).' },
  sales_tva: { label: 'VAT collected', formula: 'sales_ttc − sales_ht: the VAT on the sales, per order and rate.' },
  total_tva_deductible: {
    label: 'Deductible VAT',
    formula:
      'VAT on the platforms’ services, deductible by the restaurant: Σ vatPlatformFee of the orders + the VAT of the misc ' +
      'items charged to the restaurant (−Σ (total − ht) of the misc items, whose amounts are signed from the restaurant’s side).',
  },
  total_restant_du: {
    label: 'VAT remaining due',
    formula: 'sales_tva − total_tva_deductible: the VAT left to pay to the tax office.',
  },
  paid_by_platform: { label: 'Paid by the platform', formula: 'Σ payement of the orders that are not canceled.' },
  restaurant_net: {
    label: 'Restaurant net',
    formula:
      'What the restaurant keeps: paid_by_platform + marketing_fees + eco_contribution + sponsored_ads + adjustments + ' +
      'refunds + vouchers + other (misc items signed from the restaurant’s side).',
  },
  service_ht: {
    label: 'Platform service excl. VAT',
    formula: 'Σ platformFee (the commission) of the orders that are not canceled.',
  },
  service_ttc: {
    label: 'Platform service incl. VAT',
    formula: 'Σ platformFee + vatPlatformFee of the orders that are not canceled.',
  },
  marketing_fees: {
    label: 'Marketing fees',
    formula: 'Σ total of the MARKETING_OFFER_FEE misc items (negative: charged).',
  },
  eco_contribution: {
    label: 'Eco contribution',
    formula: 'Σ total of the ECO_CONTRIBUTION misc items (negative: charged).',
  },
  sponsored_ads: { label: 'Sponsored ads', formula: 'Σ total of the ADS misc items (negative: charged).' },
  adjustments: { label: 'Adjustments', formula: 'Σ total of the ADJUSTMENT_ERROR misc items (positive: credited).' },
  refunds: { label: 'Refunds', formula: 'Σ total of the ORDER_DISPUTE_REFUND misc items (positive: credited).' },
  vouchers: { label: 'Vouchers', formula: 'Σ total of the MEAL_VOUCHER misc items (positive: credited).' },
  other: { label: 'Other', formula: 'Σ total of the OTHER misc items.' },
};
