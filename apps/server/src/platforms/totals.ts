import { orderAmountsOf, type OrderLine, type OrderOption } from '@comptoir/domain';
import type { NormalizedCustomisation, NormalizedLine, NormalizedOrder } from './normalized-order';

type Amounts = { promo: number; deliveryPrice: number; tips: number };

function toOrderOption(customisation: NormalizedCustomisation): OrderOption {
  return {
    name: customisation.customisation.title,
    group: customisation.group?.title ?? null,
    quantity: customisation.quantity,
    unitPrice: customisation.unitPrice,
    total: customisation.price,
    options: customisation.customisations.map(toOrderOption),
  };
}

/** A normalised line in the domain's order-line model (docs/orders.md#lines-and-options). */
export function toOrderLine(line: NormalizedLine): OrderLine {
  return {
    name: line.item.title,
    quantity: line.quantity,
    unitPrice: line.price,
    options: line.customisations.map(toOrderOption),
  };
}

/** subtotal = Σ line totals; total = subtotal − promo + delivery + tips (the domain's orderAmountsOf). */
export function computeTotals(
  lines: readonly NormalizedLine[],
  amounts: Amounts,
): Pick<NormalizedOrder, 'subtotal' | 'promo' | 'deliveryPrice' | 'tips' | 'total'> {
  return orderAmountsOf(lines.map(toOrderLine), amounts);
}
