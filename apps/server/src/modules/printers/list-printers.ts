import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { printers } from '../../db/schema';
import { companyScope } from '../tenancy';
import { requirePrinterManager } from './printer-access';
import { loadPrinterNodes, type PrinterNode } from './printer-node';

/**
 * `printers` (docs/printing.md#managing-printers): the printers of the companies in scope (or of `company` only), by
 * label.
 */
export async function listPrinters(context: SignedInContext, company: number | null): Promise<PrinterNode[]> {
  requirePrinterManager(context);
  const scope = companyScope(context.viewer);
  const inScope =
    scope === 'all' ? sql`true` : scope.length === 0 ? sql`false` : inArray(printers.companyId, [...scope]);
  const rows = await context.db
    .select()
    .from(printers)
    .where(and(inScope, company === null ? undefined : eq(printers.companyId, company)))
    .orderBy(asc(printers.label), asc(printers.id));
  return loadPrinterNodes(context.db, rows);
}
