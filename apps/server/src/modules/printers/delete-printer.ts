import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { printers } from '../../db/schema';
import { recordViewerAudit } from '../audit';
import { requirePrinter } from './printer-access';

/** Removes the printer and its settings; its jobs stay in the order history without it. */
export async function deletePrinter(context: SignedInContext, id: number): Promise<boolean> {
  const printer = await requirePrinter(context, id);
  await context.db.transaction(async (tx) => {
    await tx.delete(printers).where(eq(printers.id, printer.id));
    await recordViewerAudit(tx, context, {
      action: 'printer.delete',
      entity: 'printer',
      entityId: String(printer.id),
      data: { mac: printer.mac },
    });
  });
  return true;
}
