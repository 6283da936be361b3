export type TicketAmounts = {
  /** Every amount printed in the items section (lines and customisations), in minor units. */
  items: number[];
  totals: Record<string, number>;
};

/** Reads back the amounts a ticket document prints, as a person adding up the paper ticket would. */
export function readTicketAmounts(document: string): TicketAmounts {
  const sections = document.split('\n---\n');
  const itemSection = sections.find((section) => section.includes('{w:* 13}') && !section.includes('TOTAL')) ?? '';
  const totalSection = sections.find((section) => section.includes('TOTAL')) ?? '';
  const items = rowsOf(itemSection).flatMap(([, amount]) => (amount ? [parseAmount(amount)] : []));
  const totals = Object.fromEntries(rowsOf(totalSection).map(([label, amount]) => [label.replace(/[\\^]/g, ''), parseAmount(amount)]));
  return { items, totals };
}

function rowsOf(section: string): [string, string][] {
  return section.split('\n').flatMap((line) => {
    const match = /^\|(.*) \| (.*)\|$/.exec(line);
    return match?.[1] !== undefined && match[2] !== undefined ? [[match[1], match[2]] as [string, string]] : [];
  });
}

// "1 234,56 €", "\-2,00 €", "^^12,00 €" → minor units.
function parseAmount(text: string): number {
  const plain = text.replace(/[\\^€\s]/g, '').replace(',', '.');
  const value = Math.round(Number(plain) * 100);
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${text}`);
  return value;
}
