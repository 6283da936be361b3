import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { printers } from '../../db/schema';
import { recordViewerAudit } from '../audit';
import { requirePrinter } from './printer-access';
import { loadPrinterNode, type PrinterNode } from './printer-node';

/**
 * A new Basic password for the printer: the old one stops working at once, so the printer must be given the new one.
 */
export async function rotatePrinterSecret(context: SignedInContext, id: number): Promise<PrinterNode> {
  const printer = await requirePrinter(context, id);
  await context.db.transaction(async (tx) => {
    await tx
      .update(printers)
      .set({ secret: randomBytes(32).toString('hex') })
      .where(eq(printers.id, printer.id));
    await recordViewerAudit(tx, context, {
      action: 'printer.secret.rotate',
      entity: 'printer',
      entityId: String(printer.id),
    });
  });
  return loadPrinterNode(context.db, printer.id);
}
