import { lineRow, nestOptions, type LineRow } from '@comptoir/domain';

/** An option as the API lists it (CartCustomisation): flat, depth-first, each naming its parent. */
export type ShownOption = {
  id: number;
  parentId: number | null;
  quantity: number;
  unitPrice: number;
  price: number;
  customisation: { title: string };
  group: { title: string } | null;
};

/** A line as the API lists it (CartLine), with what the kitchen reads under it. */
export type ShownLine = {
  quantity: number;
  price: number;
  category?: string | null;
  specialInstructions?: string | null;
  allergyInstructions?: string | null;
  item: { title: string };
  customisations: readonly ShownOption[];
};

export type ShownLineRow = LineRow & Pick<ShownLine, 'category' | 'specialInstructions' | 'allergyInstructions'>;

/** The API's line in the domain's order-line model, as every screen shows it (docs/orders.md#lines-and-options). */
export function shownLineRow(line: ShownLine): ShownLineRow {
  const options = nestOptions(
    line.customisations.map((option) => ({
      id: option.id,
      parentId: option.parentId,
      name: option.customisation.title,
      group: option.group?.title ?? null,
      quantity: option.quantity,
      unitPrice: option.unitPrice,
      total: option.price,
    })),
  );
  return {
    ...lineRow({ name: line.item.title, quantity: line.quantity, unitPrice: line.price, options }),
    category: line.category,
    specialInstructions: line.specialInstructions,
    allergyInstructions: line.allergyInstructions,
  };
}
