import { formatInvoiceNumber } from '@comptoir/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceSequences } from '../../db/schema';

/**
 * The next number of the year. Call it inside the transaction that writes the invoice: the upsert locks the year's
 * row until commit, so concurrent issuers queue, and a rollback returns the number — no duplicate, no gap.
 */
export async function takeInvoiceNumber(
  tx: Db,
  year: number,
): Promise<{ year: number; sequence: number; number: string }> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceSequences.year, set: { last: sql`${invoiceSequences.last} + 1` } })
    .returning({ last: invoiceSequences.last });
  if (!row) throw new Error(`No invoice number was taken for ${year}`);
  return { year, sequence: row.last, number: formatInvoiceNumber(year, row.last) };
}
