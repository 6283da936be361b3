import type { NormalizedCustomisation, NormalizedLine, NormalizedOrder } from './normalized-order';

type Amounts = { promo: number; deliveryPrice: number; tips: number };

function sumCustomisations(customisations: readonly NormalizedCustomisation[]): number {
  return customisations.reduce((sum, customisation) => sum + customisation.price + sumCustomisations(customisation.customisations), 0);
}

/** The cart rule: subtotal = Σ line price × quantity + Σ customisation prices; total = subtotal − promo + delivery + tips. */
export function computeTotals(lines: readonly NormalizedLine[], amounts: Amounts): Pick<NormalizedOrder, 'subtotal' | 'promo' | 'deliveryPrice' | 'tips' | 'total'> {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity + sumCustomisations(line.customisations), 0);
  return { subtotal, ...amounts, total: subtotal - amounts.promo + amounts.deliveryPrice + amounts.tips };
}
