import type { CartCustomisationRow, CartLineRow } from '../../db/schema';

/** What a line costs, customisations included (their price already counts every quantity). */
export function lineTotal(line: CartLineRow, customisations: readonly CartCustomisationRow[]): number {
  return line.price * line.quantity + customisations.reduce((sum, customisation) => sum + customisation.price, 0);
}

/** VAT included in a price that carries it, at `ratePercent` (20 means 20 %), in minor units. */
export function includedVat(total: number, ratePercent: number): number {
  return Math.round((total * ratePercent) / (100 + ratePercent));
}

export type VatAmount = { rate: number; amount: number };

export function sumVatByRate(lines: readonly { rate: number; amount: number }[]): VatAmount[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.amount);
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, amount]) => ({ rate, amount }));
}
