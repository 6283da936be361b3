/**
 * The tablet's local printer settings (docs/printing.md#managing-printers), kept in the browser under the `printers`
 * key: the tablet's printers (the first active one prints) and how their tickets look. The browser's print dialog is
 * the printer when none was stored.
 */
export type LocalPrinter = {
  mac: string;
  name: string;
  isActive: boolean;
  showCategory: boolean;
  showCustomLabels: boolean;
  numberOfTickets: number;
};

export const BROWSER_PRINTER: LocalPrinter = {
  mac: '',
  name: 'browser',
  isActive: true,
  showCategory: true,
  showCustomLabels: false,
  numberOfTickets: 1,
};

const MAX_TICKETS = 10;

type Stored = Partial<Record<keyof LocalPrinter, unknown>>;

function readStored(raw: string | null): Stored[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is Stored => typeof entry === 'object' && entry !== null)
      : [];
  } catch {
    return [];
  }
}

function ticketCount(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_TICKETS) : 1;
}

/**
 * The active printer of a stored list (else its first one), read defensively: another app version may have written it.
 */
export function readActiveLocalPrinter(raw: string | null): LocalPrinter {
  const stored = readStored(raw);
  const active = stored.find((entry) => entry.isActive === true) ?? stored[0];
  if (!active) return BROWSER_PRINTER;
  return {
    mac: typeof active.mac === 'string' ? active.mac : '',
    name: typeof active.name === 'string' ? active.name : BROWSER_PRINTER.name,
    isActive: true,
    showCategory: active.showCategory === true,
    showCustomLabels: active.showCustomLabels === true,
    numberOfTickets: ticketCount(active.numberOfTickets),
  };
}

/** The stored list with `printer` first and active; the other printers stay, inactive. */
export function withActiveLocalPrinter(raw: string | null, printer: LocalPrinter): string {
  const others = readStored(raw)
    .filter((entry) => entry.isActive !== true && entry.mac !== printer.mac)
    .map((entry) => ({ ...entry, isActive: false }));
  return JSON.stringify([
    { ...printer, isActive: true, numberOfTickets: ticketCount(printer.numberOfTickets) },
    ...others,
  ]);
}
