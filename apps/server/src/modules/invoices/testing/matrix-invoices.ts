import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';

/** An invoice the demo seed issued to the company (it always issues the last finished month), for the matrix. */
export async function findMatrixInvoiceId(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(asc(invoices.id))
    .limit(1);
  if (!row) throw new Error(`The demo seed issued no invoice to company ${companyId}`);
  return row.id;
}
