import {
  isPrinterBrand,
  normalizeMac,
  PRINTER_COPIES_MAX,
  PRINTER_TEXT_MAX_LENGTH,
  printerTextIssue,
} from '@comptoir/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { printerRestaurants, printers, restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { companyForNewPrinter, requirePrinter } from './printer-access';
import { loadPrinterNode, type PrinterNode } from './printer-node';
import { violatedUniqueConstraint } from '../../lib/describe-error';

type PrinterRestaurantInput = {
  restaurant: string;
  nbPrint?: number | null;
  customTitlePrint?: string | null;
  showCategory?: boolean | null;
  clientTicket?: boolean | null;
};

export type PrinterInput = {
  id?: number | null;
  company?: number | null;
  mac?: string | null;
  label?: string | null;
  brand?: string | null;
  cloudPrintEnabled?: boolean | null;
  width?: number | null;
  restaurants?: readonly PrinterRestaurantInput[] | null;
};

// Paper widths in dots: 384 (58 mm) to 832 (112 mm) on the supported models, with room for the odd one.
const WIDTH_RANGE = { min: 200, max: 1000 };

function invalid(message: string): AppError {
  return new AppError('BAD_USER_INPUT', { message });
}

function readLabel(label: string): string {
  if (printerTextIssue(label, true)) throw invalid(`label must be 1 to ${PRINTER_TEXT_MAX_LENGTH} characters`);
  return label.trim();
}

function readMac(mac: string): string {
  const normalized = normalizeMac(mac);
  if (!normalized) throw invalid('mac must be a MAC address like 00:11:62:1a:2b:3c');
  return normalized;
}

function readChanges(input: PrinterInput) {
  const { brand, width } = input;
  if (brand !== null && brand !== undefined && !isPrinterBrand(brand))
    throw invalid('brand must be one of the printer models');
  if (width !== null && width !== undefined && (width < WIDTH_RANGE.min || width > WIDTH_RANGE.max)) {
    throw invalid(`width must be ${WIDTH_RANGE.min} to ${WIDTH_RANGE.max} dots`);
  }
  return {
    ...(input.label !== null && input.label !== undefined && { label: readLabel(input.label) }),
    ...(input.mac !== null && input.mac !== undefined && { mac: readMac(input.mac) }),
    ...(brand !== undefined && { brand }),
    ...(width !== undefined && { width }),
    ...(input.cloudPrintEnabled !== null &&
      input.cloudPrintEnabled !== undefined && { cloudPrintEnabled: input.cloudPrintEnabled }),
  };
}

/**
 * The settings rows for the company's own restaurants only: another company's restaurant is NOT_FOUND like a missing
 * one.
 */
async function readRestaurantSettings(db: Db, companyId: number, entries: readonly PrinterRestaurantInput[]) {
  const uuids = entries.map((entry) => entry.restaurant.trim().toLowerCase());
  if (new Set(uuids).size !== uuids.length) throw invalid('Each restaurant may be listed once');
  const found =
    uuids.length === 0
      ? []
      : await db
          .select({ id: restaurants.id, uuid: restaurants.uuid })
          .from(restaurants)
          .where(and(inArray(sql`${restaurants.uuid}::text`, uuids), eq(restaurants.companyId, companyId)));
  return entries.map((entry, index) => {
    const restaurant = found.find((row) => row.uuid === uuids[index]);
    if (!restaurant) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
    const nbPrint = entry.nbPrint ?? 1;
    if (nbPrint < 1 || nbPrint > PRINTER_COPIES_MAX) throw invalid(`nbPrint must be 1 to ${PRINTER_COPIES_MAX}`);
    const title = entry.customTitlePrint?.trim() ?? '';
    if (printerTextIssue(title, false))
      throw invalid(`customTitlePrint must be at most ${PRINTER_TEXT_MAX_LENGTH} characters`);
    return {
      restaurantId: restaurant.id,
      nbPrint,
      customTitlePrint: title === '' ? null : title,
      showCategory: entry.showCategory ?? false,
      clientTicket: entry.clientTicket ?? false,
    };
  });
}

const TAKEN_MAC = 'This printer is already added';

async function refuseTakenMac(db: Db, companyId: number, mac: string, printerId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: printers.id })
    .from(printers)
    .where(
      and(
        eq(printers.companyId, companyId),
        eq(printers.mac, mac),
        printerId === null ? undefined : ne(printers.id, printerId),
      ),
    );
  if (taken) throw invalid(TAKEN_MAC);
}

/**
 * `printer(input)` (docs/printing.md#managing-printers): adds a printer by its MAC address (no `id`) or changes one;
 * `restaurants`, when given, replaces its per-restaurant settings. The printer and its settings change in one
 * transaction.
 */
export async function savePrinter(context: SignedInContext, input: PrinterInput): Promise<PrinterNode> {
  const changes = readChanges(input);
  const existing = input.id === null || input.id === undefined ? null : await requirePrinter(context, input.id);
  const companyId = existing ? existing.companyId : companyForNewPrinter(context, input.company);
  if (!existing && (!changes.mac || !changes.label)) throw invalid('A new printer needs its mac and a label');
  const settings = input.restaurants ? await readRestaurantSettings(context.db, companyId, input.restaurants) : null;

  const saving = context.db.transaction(async (tx) => {
    if (changes.mac) await refuseTakenMac(tx, companyId, changes.mac, existing?.id ?? null);
    // updatedAt is always set: a change of the restaurant settings alone leaves no printer column to set otherwise.
    const [row] = existing
      ? await tx
          .update(printers)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(printers.id, existing.id))
          .returning({ id: printers.id })
      : await tx
          .insert(printers)
          .values({
            cloudPrintEnabled: true,
            ...changes,
            companyId,
            mac: changes.mac ?? '',
            label: changes.label ?? '',
          })
          .returning({ id: printers.id });
    if (!row) throw new Error('The printer was not saved');
    if (settings) {
      await tx.delete(printerRestaurants).where(eq(printerRestaurants.printerId, row.id));
      if (settings.length > 0)
        await tx.insert(printerRestaurants).values(settings.map((entry) => ({ ...entry, printerId: row.id })));
    }
    await recordViewerAudit(tx, context, {
      action: existing ? 'printer.update' : 'printer.create',
      entity: 'printer',
      entityId: String(row.id),
      data: { fields: Object.keys(changes), restaurants: input.restaurants ? input.restaurants.length : null },
    });
    return row.id;
  });
  // Two adds of one MAC at once both pass the check above; the unique key lets one through and refuses the other alike.
  const id = await saving.catch((error: unknown) => {
    if (violatedUniqueConstraint(error) === 'printers_company_mac_unique') throw invalid(TAKEN_MAC);
    throw error;
  });
  return loadPrinterNode(context.db, id);
}
