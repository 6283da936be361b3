import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printerRestaurants, printers, restaurants, type PrinterRow, type RestaurantRow } from '../../db/schema';

export type PrinterRestaurantSettings = {
  restaurant: RestaurantRow;
  nbPrint: number;
  customTitlePrint: string | null;
  showCategory: boolean;
  clientTicket: boolean;
};

export type PrinterNode = { row: PrinterRow; restaurants: PrinterRestaurantSettings[] };

/** The printers with their per-restaurant settings, in two statements whatever their number. */
export async function loadPrinterNodes(db: Db, rows: readonly PrinterRow[]): Promise<PrinterNode[]> {
  if (rows.length === 0) return [];
  const settings = await db
    .select({ printerId: printerRestaurants.printerId, settings: printerRestaurants, restaurant: restaurants })
    .from(printerRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, printerRestaurants.restaurantId))
    .where(
      inArray(
        printerRestaurants.printerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(restaurants.title), asc(restaurants.id));
  return rows.map((row) => ({
    row,
    restaurants: settings
      .filter((entry) => entry.printerId === row.id)
      .map(({ restaurant, settings: { nbPrint, customTitlePrint, showCategory, clientTicket } }) => ({
        restaurant,
        nbPrint,
        customTitlePrint,
        showCategory,
        clientTicket,
      })),
  }));
}

export async function loadPrinterNode(db: Db, id: number): Promise<PrinterNode> {
  const [row] = await db.select().from(printers).where(eq(printers.id, id));
  if (!row) throw new Error(`Printer ${id} vanished`);
  const [node] = await loadPrinterNodes(db, [row]);
  if (!node) throw new Error(`Printer ${id} vanished`);
  return node;
}
