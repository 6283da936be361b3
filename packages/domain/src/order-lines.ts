// An order's lines and the money they add up to, the same on every platform (docs/orders.md#lines-and-options).
// Every amount is an integer in minor units.

/** A chosen option: what the customer picked, in which of the item's groups, what it adds. */
export type OrderOption = {
  /** The option's name, what the customer chose ("Œuf"). */
  name: string;
  /** The modifier group it was chosen in ("Suppléments"); null when the platform names none. */
  group: string | null;
  /** Per unit of its parent (the line's item, or the option it hangs under). */
  quantity: number;
  /** What one of it adds to its parent. */
  unitPrice: number;
  /** What it adds to the order, every quantity included (its own, its parents', its line's). */
  total: number;
  options: readonly OrderOption[];
};

export type OrderLine = { name: string; quantity: number; unitPrice: number; options: readonly OrderOption[] };

export type OrderAmounts = { subtotal: number; promo: number; deliveryPrice: number; tips: number; total: number };

/** How many of an option the line holds: its quantity times its parent's count (the line's quantity at the top). */
export function optionCount(quantity: number, parentCount: number): number {
  return quantity * parentCount;
}

/** An option's total from its unit price: unit × its quantity × its parent's count. */
export function optionTotal(unitPrice: number, quantity: number, parentCount: number): number {
  return unitPrice * optionCount(quantity, parentCount);
}

function optionsTotal(options: readonly OrderOption[]): number {
  return options.reduce((sum, option) => sum + option.total + optionsTotal(option.options), 0);
}

/** Line total = unit price × quantity + Σ its options' totals, nested ones included. */
export function lineTotal(line: OrderLine): number {
  return line.unitPrice * line.quantity + optionsTotal(line.options);
}

/** Sales (an order's subtotal) = Σ line totals. */
export function salesOf(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Total = Sales − promotion + delivery + tips. */
export function orderTotalOf(amounts: Pick<OrderAmounts, 'subtotal' | 'promo' | 'deliveryPrice' | 'tips'>): number {
  return amounts.subtotal - amounts.promo + amounts.deliveryPrice + amounts.tips;
}

/** An order's amounts from its lines and its promotion, delivery and tips. */
export function orderAmountsOf(
  lines: readonly OrderLine[],
  extras: Pick<OrderAmounts, 'promo' | 'deliveryPrice' | 'tips'>,
): OrderAmounts {
  const subtotal = salesOf(lines);
  return { subtotal, ...extras, total: orderTotalOf({ subtotal, ...extras }) };
}

/** One option row as screens and tickets show it, depth-first under its line (depth 1 hangs under the line). */
export type OptionRow = {
  depth: number;
  name: string;
  group: string | null;
  /** Per unit of its parent, as the kitchen reads it ("2 × Mozzarella" on each pizza). */
  quantity: number;
  /** How many the whole line holds: count × unitPrice is what it costs. */
  count: number;
  unitPrice: number;
  total: number;
};

export type LineRow = {
  name: string;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity */
  itemAmount: number;
  options: OptionRow[];
  total: number;
  /** Some option adds money: the line total then differs from the item's amount and gets its own row. */
  showsTotalRow: boolean;
};

/** "n × unit" is worth showing only when n > 1: a single one's amount is its unit price. */
export function showsUnitPrice(count: number): boolean {
  return count > 1;
}

export type OrderLinesView = {
  lines: LineRow[];
  sales: number;
  promo: number;
  deliveryPrice: number;
  tips: number;
  total: number;
};

function optionRows(options: readonly OrderOption[], depth: number, parentCount: number): OptionRow[] {
  return options.flatMap((option) => {
    const count = optionCount(option.quantity, parentCount);
    const row: OptionRow = {
      depth,
      name: option.name,
      group: option.group,
      quantity: option.quantity,
      count,
      unitPrice: option.unitPrice,
      total: option.total,
    };
    return [row, ...optionRows(option.options, depth + 1, count)];
  });
}

/** One line as every screen and ticket shows it: its item, its options depth-first, its total. */
export function lineRow(line: OrderLine): LineRow {
  const options = optionRows(line.options, 1, line.quantity);
  return {
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    itemAmount: line.unitPrice * line.quantity,
    options,
    total: lineTotal(line),
    showsTotalRow: options.some((option) => option.total !== 0),
  };
}

/** What every screen and ticket shows of an order's lines and money; the lines' totals add up to Sales. */
export function orderLinesView(lines: readonly OrderLine[], amounts: OrderAmounts): OrderLinesView {
  return {
    lines: lines.map(lineRow),
    sales: amounts.subtotal,
    promo: amounts.promo,
    deliveryPrice: amounts.deliveryPrice,
    tips: amounts.tips,
    total: amounts.total,
  };
}

/** A stored option as the API and the database list them: flat, depth-first, each naming its parent. */
export type FlatOption = Omit<OrderOption, 'options'> & { id: number; parentId: number | null };

/** Rebuilds the nested options from a flat depth-first list, keeping their order; an orphan shows at the top. */
export function nestOptions(flat: readonly FlatOption[]): OrderOption[] {
  type Node = Omit<OrderOption, 'options'> & { options: Node[] };
  const nodes = new Map<number, Node>(
    flat.map(({ id, parentId: _parentId, ...option }) => [id, { ...option, options: [] }]),
  );
  const roots: Node[] = [];
  for (const entry of flat) {
    const node = nodes.get(entry.id);
    if (!node) continue;
    const parent = entry.parentId === null ? undefined : nodes.get(entry.parentId);
    if (parent && parent !== node) parent.options.push(node);
    else roots.push(node);
  }
  return roots;
}
