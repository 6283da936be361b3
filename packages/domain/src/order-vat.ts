// How an order's total splits into VAT rates, computed once when the order is written and stored with it, so that
// the order detail, the ticket, the VAT report, the exports and the invoices read the same figures
// (docs/money.md#one-vat-split-per-order). Every amount is in minor units.

/** Delivery is a service taxed at France's standard rate. */
export const DELIVERY_VAT_PERCENT = 20;
/** Tips go to the staff and are outside VAT. */
export const TIPS_VAT_PERCENT = 0;
/** An order whose platform sends totals without priced lines: France's rate for prepared food. */
export const UNITEMISED_VAT_PERCENT = 10;

/** What one line weighs at its item's rate: price × quantity plus its options' prices (their quantities included). */
export type VatSplitLine = { vatPercent: number; amount: number };
export type VatSplitOrder = { total: number; deliveryPrice: number; tips: number; lines: readonly VatSplitLine[] };
/** One rate of an order: ttc = ht + tva exactly. */
export type VatShare = { rate: number; ttc: number; ht: number; tva: number };

function checkMoney(value: number, name: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be an integer number of minor units, got ${value}`);
}

function checkRate(rate: number): void {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100)
    throw new RangeError(`A VAT rate must be between 0 and 100 %, got ${rate}`);
}

function add(byRate: Map<number, number>, rate: number, amount: number): void {
  byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
}

/**
 * `goods` shared between the rates in proportion to their weights by largest remainder: each rate gets the floor of
 * its exact share, then the cents left go one by one to the largest remainders, ties to the lower rate.
 */
function shareGoods(goods: number, weights: ReadonlyMap<number, number>, weight: number): Map<number, number> {
  const shares = [...weights.entries()].map(([rate, own]) => {
    const exact = BigInt(goods) * BigInt(own);
    const floor = exact / BigInt(weight) - (exact % BigInt(weight) < 0n ? 1n : 0n);
    return { rate, base: Number(floor), remainder: Number(exact - floor * BigInt(weight)) };
  });
  let left = goods - shares.reduce((sum, share) => sum + share.base, 0);
  shares.sort((a, b) => b.remainder - a.remainder || a.rate - b.rate);
  const byRate = new Map<number, number>();
  for (const share of shares) {
    add(byRate, share.rate, share.base + (left > 0 ? 1 : 0));
    left -= 1;
  }
  return byRate;
}

/** ttc / (1 + rate / 100) rounded half away from zero, in exact integer arithmetic (rates to the hundredth). */
export function amountExcludingVat(ttc: number, rate: number): number {
  const divisor = BigInt(10_000 + Math.round(rate * 100));
  const twice = 2n * BigInt(Math.abs(ttc)) * 10_000n;
  const ht = Number((twice + divisor) / (2n * divisor));
  return ttc < 0 ? -ht : ht;
}

/**
 * The VAT split of an order (docs/money.md#one-vat-split-per-order): goods = total − delivery − tips (the promotion
 * already taken off) shared between the lines' rates in proportion to what each weighs; all goods at
 * UNITEMISED_VAT_PERCENT when no line weighs anything; delivery at DELIVERY_VAT_PERCENT and tips at TIPS_VAT_PERCENT,
 * joining the goods of the same rate. Per rate ht = round(ttc / (1 + rate / 100)) and tva = ttc − ht. Rates with
 * nothing are left out, the others come lowest first and add up to the total to the cent.
 */
export function splitOrderVat(order: VatSplitOrder): VatShare[] {
  checkMoney(order.total, 'total');
  checkMoney(order.deliveryPrice, 'deliveryPrice');
  checkMoney(order.tips, 'tips');
  const weights = new Map<number, number>();
  for (const line of order.lines) {
    checkRate(line.vatPercent);
    checkMoney(line.amount, 'A line amount');
    add(weights, line.vatPercent, line.amount);
  }
  const weight = [...weights.values()].reduce((sum, own) => sum + own, 0);
  const goods = order.total - order.deliveryPrice - order.tips;
  const ttc = weight > 0 ? shareGoods(goods, weights, weight) : new Map([[UNITEMISED_VAT_PERCENT, goods]]);
  add(ttc, DELIVERY_VAT_PERCENT, order.deliveryPrice);
  add(ttc, TIPS_VAT_PERCENT, order.tips);
  return [...ttc.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const ht = amountExcludingVat(amount, rate);
      return { rate, ttc: amount, ht, tva: amount - ht };
    });
}
