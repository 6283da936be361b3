import { STORAGE_KEYS } from '@comptoir/domain';

/** SPEC §3 local printer settings: how this tablet prints through the browser's print dialog. */
export type LocalPrinter = { mac: string; name: string; isActive: boolean; showCategory: boolean; showCustomLabels: boolean; numberOfTickets: number };

export const BROWSER_PRINTER: LocalPrinter = { mac: '', name: 'browser', isActive: true, showCategory: true, showCustomLabels: false, numberOfTickets: 1 };

function readStored(): unknown[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.printers) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function isActive(entry: unknown): entry is Partial<LocalPrinter> & { isActive: true } {
  return typeof entry === 'object' && entry !== null && 'isActive' in entry && entry.isActive === true;
}

/** The tablet's active printer, as the orders screen reads it for its tickets (the first one when none is active). */
export function readLocalPrinter(): LocalPrinter {
  const stored = readStored();
  const active = stored.find(isActive) ?? stored[0];
  if (typeof active !== 'object' || active === null) return BROWSER_PRINTER;
  const entry = active as Partial<Record<keyof LocalPrinter, unknown>>;
  return {
    mac: typeof entry.mac === 'string' ? entry.mac : '',
    name: typeof entry.name === 'string' ? entry.name : BROWSER_PRINTER.name,
    isActive: true,
    showCategory: entry.showCategory === true,
    showCustomLabels: entry.showCustomLabels === true,
    numberOfTickets: typeof entry.numberOfTickets === 'number' && entry.numberOfTickets >= 1 ? Math.floor(entry.numberOfTickets) : 1,
  };
}

/** Replaces the active printer's settings; the tablet's other stored printers stay, inactive. */
export function writeLocalPrinter(printer: LocalPrinter): void {
  const others = readStored().filter((entry) => !isActive(entry) && !(typeof entry === 'object' && entry !== null && 'mac' in entry && entry.mac === printer.mac));
  const inactive = others.map((entry) => (typeof entry === 'object' && entry !== null ? { ...entry, isActive: false } : entry));
  localStorage.setItem(STORAGE_KEYS.printers, JSON.stringify([{ ...printer, isActive: true }, ...inactive]));
}
