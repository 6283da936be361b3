export type ExpectedRate = { vatPercent: number; ttc: number; ht: number; tva: number };
export type SplitInput = {
  total: number;
  deliveryPrice: number;
  tips: number;
  lines: readonly { price: number; quantity: number; vatPercent: number; customisations: readonly number[] }[];
};

// An independent reading of the rule of docs/money.md#one-vat-split-per-order, in plain TypeScript over the test's own
// specs.
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

function add(map: Map<number, number>, rate: number, amount: number): void {
  map.set(rate, (map.get(rate) ?? 0) + amount);
}

export function expectedSplit(order: SplitInput): ExpectedRate[] {
  const weights = new Map<number, number>();
  for (const line of order.lines)
    add(weights, line.vatPercent, line.price * line.quantity + line.customisations.reduce((a, b) => a + b, 0));
  const weight = [...weights.values()].reduce((a, b) => a + b, 0);
  const goods = order.total - order.deliveryPrice - order.tips;
  const ttc = new Map<number, number>();
  if (weight > 0) {
    const shares = [...weights.entries()].map(([rate, w]) => {
      const base = Math.floor((goods * w) / weight);
      return { rate, base, remainder: goods * w - base * weight };
    });
    let left = goods - shares.reduce((sum, share) => sum + share.base, 0);
    shares.sort((a, b) => b.remainder - a.remainder || a.rate - b.rate);
    for (const share of shares) {
      add(ttc, share.rate, share.base + (left > 0 ? 1 : 0));
      left -= 1;
    }
  } else {
    add(ttc, 10, goods);
  }
  add(ttc, 20, order.deliveryPrice);
  add(ttc, 0, order.tips);
  return [...ttc.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([vatPercent, amount]) => {
      const ht = roundHalfAwayFromZero((amount * 100) / (100 + vatPercent));
      return { vatPercent, ttc: amount, ht, tva: amount - ht };
    });
}

export function sumRates(rates: readonly ExpectedRate[]): ExpectedRate[] {
  const byRate = new Map<number, ExpectedRate>();
  for (const rate of rates) {
    const sum = byRate.get(rate.vatPercent) ?? { vatPercent: rate.vatPercent, ttc: 0, ht: 0, tva: 0 };
    byRate.set(rate.vatPercent, {
      vatPercent: rate.vatPercent,
      ttc: sum.ttc + rate.ttc,
      ht: sum.ht + rate.ht,
      tva: sum.tva + rate.tva,
    });
  }
  return [...byRate.values()].sort((a, b) => a.vatPercent - b.vatPercent);
}
