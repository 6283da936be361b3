import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, printerRestaurants, restaurants, type PrinterRow, type printJobs } from '../../db/schema';
import {
  ticketDocumentFor,
  charactersPerLine,
  renderTicketEscPos,
  renderTicketPng,
  renderTicketStarPrnt,
} from '../tickets';
import { buildTestPageDocument } from './test-page-document';

/** What Comptoir serves a CloudPRNT printer, best first: every current Star model prints PNG. */
export const PRINT_MEDIA_TYPES = ['image/png', 'application/vnd.star.starprnt'] as const;
export type PrintMediaType = (typeof PRINT_MEDIA_TYPES)[number];

export function isPrintMediaType(type: string | null): type is PrintMediaType {
  return PRINT_MEDIA_TYPES.some((known) => known === type);
}

/**
 * ESC/POS commands: what an Epson printer's ePOS-Print document carries (docs/printing.md#epson-server-direct-print).
 */
export const ESC_POS = 'escpos';
export type PrintOutput = PrintMediaType | typeof ESC_POS;

type PrintJob = typeof printJobs.$inferSelect;

// A receiptline paper cut between two copies: one job prints them all, each cut off on its own.
const CUT = '\n=\n';

/**
 * The job as the printer asked for it, at the printer's width, its copies one after the other in one job
 * (docs/printing.md#copies); null when the order is gone.
 */
export async function renderPrintJob(
  db: Db,
  job: PrintJob,
  printer: PrinterRow,
  type: PrintOutput,
): Promise<Buffer | null> {
  const document = job.kind === 'test' ? await testPage(db, printer) : await orderTicket(db, job, printer);
  if (document === null) return null;
  const cpl = charactersPerLine(printer.width);
  const copies = Array.from({ length: Math.max(1, job.copies) }, () => document).join(CUT);
  if (type === 'image/png') return renderTicketPng(copies, cpl);
  return type === ESC_POS ? renderTicketEscPos(copies, cpl) : renderTicketStarPrnt(copies, cpl);
}

async function orderTicket(db: Db, job: PrintJob, printer: PrinterRow): Promise<string | null> {
  if (job.cartId === null) return null;
  // This printer's own settings for the order's restaurant: its title, categories and whether it is the customer's
  // copy.
  const [link] = await db
    .select({
      customTitle: printerRestaurants.customTitlePrint,
      showCategory: printerRestaurants.showCategory,
      clientTicket: printerRestaurants.clientTicket,
    })
    .from(carts)
    .innerJoin(
      printerRestaurants,
      and(eq(printerRestaurants.restaurantId, carts.restaurantId), eq(printerRestaurants.printerId, printer.id)),
    )
    .where(eq(carts.id, job.cartId))
    .limit(1);
  const customTitle = link?.customTitle ?? null;
  return ticketDocumentFor(db, job.cartId, {
    showCategory: link?.showCategory ?? true,
    showCustomLabels: customTitle !== null,
    customTitle,
    clientTicket: link?.clientTicket ?? false,
  });
}

async function testPage(db: Db, printer: PrinterRow): Promise<string> {
  const [restaurant] = await db
    .select({ timezone: restaurants.timezone })
    .from(printerRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, printerRestaurants.restaurantId))
    .where(eq(printerRestaurants.printerId, printer.id))
    .orderBy(asc(restaurants.id))
    .limit(1);
  return buildTestPageDocument(printer.label, new Date(), restaurant?.timezone ?? 'UTC');
}
