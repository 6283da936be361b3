import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { printerRestaurants, printers, restaurants } from '../../../db/schema';

// Printers the authorisation matrix acts on: one every allowed change leaves in place, and one fresh printer per
// deletion.
export type MatrixPrinters = { printerId: number; takeDeletable(): number };

const DELETIONS_PER_COMPANY = 12;

export async function createMatrixPrinters(db: Db, companyId: number): Promise<MatrixPrinters> {
  const [restaurant] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.companyId, companyId));
  if (!restaurant) throw new Error(`Company ${companyId} has no restaurant`);
  const rows = await db
    .insert(printers)
    .values(
      Array.from({ length: DELETIONS_PER_COMPANY + 1 }, (_, index) => ({
        companyId,
        label: `Matrix ${index}`,
        mac: `02:00:00:${companyId.toString(16).padStart(2, '0').slice(-2)}:00:${index.toString(16).padStart(2, '0')}`,
      })),
    )
    .returning({ id: printers.id });
  await db.insert(printerRestaurants).values(rows.map((row) => ({ printerId: row.id, restaurantId: restaurant.id })));
  const [kept, ...deletable] = rows;
  if (!kept) throw new Error('No matrix printer');
  return {
    printerId: kept.id,
    takeDeletable: () => {
      const next = deletable.shift();
      if (!next) throw new Error('No deletable matrix printer left');
      return next.id;
    },
  };
}
