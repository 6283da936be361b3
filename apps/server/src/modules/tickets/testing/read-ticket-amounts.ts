export type TicketAmounts = {
  /** Every amount printed for items and options (line totals left out), in minor units. */
  items: number[];
  /** What each line comes to: its total row, or the item's amount when its options add nothing. */
  lineTotals: number[];
  totals: Record<string, number>;
  /** The VAT rows under the totals, by their label ("dont TVA 10 %"), in minor units. */
  vat: Record<string, number>;
};

/** Reads back the amounts a ticket document prints, as a person adding up the paper ticket would. */
export function readTicketAmounts(document: string): TicketAmounts {
  const sections = document.split('\n---\n');
  const itemSection = sections.find((section) => section.includes('{w:* 13}') && !section.includes('TOTAL')) ?? '';
  const totalIndex = sections.findIndex((section) => section.includes('TOTAL'));
  const totalSection = sections[totalIndex] ?? '';
  // The VAT rows, when the order has any, are the next section in the same two columns.
  const vatSection = sections[totalIndex + 1]?.startsWith('{w:* 13}') ? (sections[totalIndex + 1] ?? '') : '';
  const items: number[] = [];
  const lineTotals: number[] = [];
  for (const [label, amount] of rowsOf(itemSection)) {
    if (!amount) continue;
    // A line's total row is emphasised ("…"); a new line starts with its double-size title (^^).
    if (label.startsWith('~~"')) lineTotals[lineTotals.length - 1] = parseAmount(amount);
    else {
      items.push(parseAmount(amount));
      if (label.startsWith('^^')) lineTotals.push(parseAmount(amount));
    }
  }
  const totals = Object.fromEntries(
    rowsOf(totalSection).map(([label, amount]) => [label.replace(/[\\^]/g, ''), parseAmount(amount)]),
  );
  const vat = Object.fromEntries(
    rowsOf(vatSection).map(([label, amount]) => [label.replace(/\\/g, ''), parseAmount(amount)]),
  );
  return { items, lineTotals, totals, vat };
}

function rowsOf(section: string): [string, string][] {
  return section.split('\n').flatMap((line) => {
    const match = /^\|(.*) \| (.*)\|$/.exec(line);
    return match?.[1] !== undefined && match[2] !== undefined ? [[match[1], match[2]] as [string, string]] : [];
  });
}

// "1 234,56 €", "\-2,00 €", "^^12,00 €", and a line total's emphasised "28,80 €" → minor units.
function parseAmount(text: string): number {
  const plain = text.replace(/[\\^€\s"]/g, '').replace(',', '.');
  const value = Math.round(Number(plain) * 100);
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${text}`);
  return value;
}
