/** One invoice line's money: HT, the VAT rate in percent, the VAT and TTC, all minor units but the rate. */
export type LineAmounts = { priceHt: number; vatRate: number; vatAmount: number; price: number };

export type InvoiceTotals = { totalHt: number; totalVat: number; totalTtc: number };

// VAT is computed per line and rounded half away from zero to the cent; totals add the rounded lines, so every
// column of the printed invoice adds up.
export function lineAmounts(priceHt: number, vatRate: number): LineAmounts {
  const sign = priceHt < 0 ? -1 : 1;
  const vatAmount = sign * Math.round((Math.abs(priceHt) * vatRate) / 100);
  return { priceHt, vatRate, vatAmount, price: priceHt + vatAmount };
}

export function invoiceTotals(lines: readonly LineAmounts[]): InvoiceTotals {
  return lines.reduce<InvoiceTotals>(
    (totals, line) => ({
      totalHt: totals.totalHt + line.priceHt,
      totalVat: totals.totalVat + line.vatAmount,
      totalTtc: totals.totalTtc + line.price,
    }),
    { totalHt: 0, totalVat: 0, totalTtc: 0 },
  );
}
