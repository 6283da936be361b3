import { readActiveLocalPrinter, STORAGE_KEYS } from '@comptoir/domain';
import type { TicketOptions } from '../api/ticket-image';

type PrintedOrder = { orderId: number; printedAt: string };

function isPrintedOrder(x: unknown): x is PrintedOrder {
  return (
    typeof x === 'object' &&
    x !== null &&
    'orderId' in x &&
    typeof x.orderId === 'number' &&
    'printedAt' in x &&
    typeof x.printedAt === 'string'
  );
}

function readPrintedOrders(): PrintedOrder[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.printedOrders) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPrintedOrder) : [];
  } catch {
    return [];
  }
}

/** `printedOrders` (docs/data-model.md#browser-storage): one entry per order, the latest print wins. */
export function rememberPrintedOrder(orderId: number, now: Date = new Date()): void {
  const others = readPrintedOrders().filter((entry) => entry.orderId !== orderId);
  localStorage.setItem(
    STORAGE_KEYS.printedOrders,
    JSON.stringify([...others, { orderId, printedAt: now.toISOString() }]),
  );
}

/**
 * Ticket options of the tablet's active local printer (`printers`, docs/data-model.md#browser-storage); categories
 * shown by default.
 */
export function readTicketOptions(): TicketOptions {
  const { showCategory, showCustomLabels } = readActiveLocalPrinter(localStorage.getItem(STORAGE_KEYS.printers));
  return { showCategory, showCustomLabels };
}

/** How many tickets the browser prints of an order (docs/printing.md#managing-printers). */
export function readTicketCopies(): number {
  return readActiveLocalPrinter(localStorage.getItem(STORAGE_KEYS.printers)).numberOfTickets;
}
