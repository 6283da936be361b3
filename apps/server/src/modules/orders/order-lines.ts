import { nestOptions, type OrderLine } from '@comptoir/domain';
import type { CartCustomisationRow, CartLineRow } from '../../db/schema';

/**
 * A stored line and its options (any order of rows) in the domain's order-line model
 * (docs/orders.md#lines-and-options).
 */
export function orderLineOfRows(line: CartLineRow, customisations: readonly CartCustomisationRow[]): OrderLine {
  const own = customisations.filter((row) => row.cartLineId === line.id).sort((a, b) => a.position - b.position);
  return {
    name: line.itemTitle,
    quantity: line.quantity,
    unitPrice: line.price,
    options: nestOptions(
      own.map((row) => ({
        id: row.id,
        parentId: row.parentId,
        name: row.customisationTitle ?? row.itemTitle ?? '',
        group: row.groupTitle,
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        total: row.price,
      })),
    ),
  };
}
