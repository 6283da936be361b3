import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { printers, type PrinterRow } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCompanyInScope, companyScope, isCompanyInScope } from '../tenancy';

/**
 * Printers belong to a company: its own account, and the account managers and administrators acting for it, manage
 * them. An application (an integrator) is refused: the printer's password is shown with it.
 */
export function requirePrinterManager(context: SignedInContext): void {
  if (context.viewer.type === 'Application') throw new AppError('FORBIDDEN');
}

/** The printer, or NOT_FOUND when it is missing or another company's (the same answer, so ids cannot be probed). */
export async function requirePrinter(context: SignedInContext, id: number): Promise<PrinterRow> {
  requirePrinterManager(context);
  const [row] = await context.db.select().from(printers).where(eq(printers.id, id));
  if (!row || !isCompanyInScope(context.viewer, row.companyId))
    throw new AppError('NOT_FOUND', { message: 'Printer not found' });
  return row;
}

/** The company a new printer joins: the one named, else the viewer's only company (BAD_USER_INPUT when ambiguous). */
export function companyForNewPrinter(context: SignedInContext, named: number | null | undefined): number {
  requirePrinterManager(context);
  if (named !== null && named !== undefined) {
    assertCompanyInScope(context.viewer, named);
    return named;
  }
  const scope = companyScope(context.viewer);
  if (scope !== 'all' && scope.length === 1 && scope[0] !== undefined) return scope[0];
  throw new AppError('BAD_USER_INPUT', { message: 'Name the company the printer belongs to' });
}
