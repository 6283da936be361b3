import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { invoices, type InvoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
import { invoicesInScope } from './invoice-scope';

/** One invoice of the viewer's scope; another company's answers like a missing one, so ids cannot be probed. */
export async function getInvoice(context: SignedInContext, id: number): Promise<InvoiceRow> {
  const [invoice] = await context.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), invoicesInScope(context.viewer)))
    .limit(1);
  if (!invoice) throw new AppError('NOT_FOUND', { message: `Invoice ${id} not found` });
  return invoice;
}
