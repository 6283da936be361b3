import { addDays } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLines, invoiceRestaurants, invoices, type InvoiceRow } from '../../db/schema';
import { invoiceTotals, lineAmounts } from './invoice-amounts';
import { subjectOf, type InvoiceDraft } from './invoice-draft';
import { takeInvoiceNumber } from './invoice-numbering';

/** Comptoir invoices from Paris: the issue day, the numbering year and the due date are French calendar days. */
const ISSUER_TIME_ZONE = 'Europe/Paris';
const PAYMENT_TERM_DAYS = 30;

function issuerDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ISSUER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * Numbers and writes the drafts in one transaction, skipping any already issued for its company, subject and period.
 * Only database work happens inside (PGlite has one connection). Returns the invoices written, in draft order.
 */
export async function writeInvoices(db: Db, drafts: readonly InvoiceDraft[], issuedAt: Date): Promise<InvoiceRow[]> {
  const day = issuerDay(issuedAt);
  const year = Number(day.slice(0, 4));
  return db.transaction(async (tx) => {
    const written: InvoiceRow[] = [];
    for (const draft of drafts) {
      const subject = subjectOf(draft);
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.companyId, draft.companyId),
            eq(invoices.subject, subject),
            eq(invoices.fromDate, draft.fromDate),
          ),
        )
        .limit(1);
      if (existing) continue;
      const lines = draft.lines.map((line) => ({ ...line, ...lineAmounts(line.priceHt, line.vatRate) }));
      const number = await takeInvoiceNumber(tx, year);
      const [invoice] = await tx
        .insert(invoices)
        .values({
          ...number,
          companyId: draft.companyId,
          kind: draft.kind,
          platform: draft.platform,
          subject,
          fromDate: draft.fromDate,
          toDate: draft.toDate,
          currency: draft.currency,
          buyer: draft.buyer,
          commissionBase: draft.commissionBase,
          commissionRateBasisPoints: draft.commissionRateBasisPoints,
          ...invoiceTotals(lines),
          issuedAt,
          dueDate: addDays(day, PAYMENT_TERM_DAYS),
        })
        .returning();
      if (!invoice) throw new Error(`Invoice ${number.number} was not written`);
      await tx
        .insert(invoiceLines)
        .values(lines.map((line, index) => ({ ...line, invoiceId: invoice.id, position: index + 1 })));
      if (draft.restaurantIds.length > 0) {
        await tx
          .insert(invoiceRestaurants)
          .values(draft.restaurantIds.map((restaurantId) => ({ invoiceId: invoice.id, restaurantId })));
      }
      written.push(invoice);
    }
    return written;
  });
}
