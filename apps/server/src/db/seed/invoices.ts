import { INVOICE_VAT_RATE } from '@comptoir/domain';
import { and, eq, inArray } from 'drizzle-orm';
import {
  type InvoiceLineDraft,
  monthLabel,
  monthOf,
  previousMonth,
  readInvoiceMonth,
  issueMonthlyInvoices,
} from '../../modules/invoices';
import type { Db } from '../client';
import { invoices, type InvoiceRow } from '../schema';
import type { DemoSeedContext } from './seed-context';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const TABLET_RENTAL_HT = 1_500;

/** The finished months the history reaches, oldest first; always the last one, whose subscriptions ran in any case. */
function finishedMonths(now: Date, days: number): string[] {
  const last = previousMonth(monthOf(now));
  const first = monthOf(new Date(now.getTime() - (days - 1) * DAY_MS));
  const months = [last];
  while (months[0] && months[0] > first) months.unshift(previousMonth(months[0]));
  return months;
}

function tabletRental(count: number, month: string): InvoiceLineDraft {
  const label = `Location ${count > 1 ? `de ${count} tablettes` : 'd’une tablette'} — ${monthLabel(month, 'fr')}`;
  return { label, target: 'EQUIPMENT', priceHt: count * TABLET_RENTAL_HT, vatRate: INVOICE_VAT_RATE };
}

// Customers pay within 3 to 20 days; derived from the number rather than drawn from faker, so that adding invoices
// does not shift the random data the later seeders draw.
function paymentDelayDays(invoice: InvoiceRow): number {
  return 3 + ((invoice.sequence * 7) % 18);
}

/**
 * Demo invoices, issued month by month by the server's own `issueMonthlyInvoices` from the seeded orders, as the
 * monthly job would have on the 1st: Demo Burger Co rents two tablets, Corner Pizza one, and Demo Burger Co's oldest
 * month carries a goodwill credit. Every month but the last is paid; the last one waits (validated for Demo Burger
 * Co, still being validated for Corner Pizza). The current month is not issued yet. Returns the invoices written.
 */
export async function insertDemoInvoices(db: Db, context: DemoSeedContext): Promise<number> {
  const { now, companyIds } = context;
  const months = finishedMonths(now, context.days);
  const issued: InvoiceRow[] = [];
  for (const [index, month] of months.entries()) {
    const burgerLines = [tabletRental(2, month)];
    if (index === 0) {
      burgerLines.push({
        label: 'Avoir — geste commercial, coupure de synchronisation Deliveroo',
        target: 'CREDIT',
        priceHt: -2_000,
        vatRate: INVOICE_VAT_RATE,
      });
    }
    const extraLines = new Map([
      [companyIds.burger, burgerLines],
      [companyIds.pizza, [tabletRental(1, month)]],
    ]);
    const issueAt = new Date(Math.min(now.getTime(), readInvoiceMonth(month).nextMonthStart.getTime() + 7 * HOUR_MS));
    issued.push(...(await issueMonthlyInvoices(db, month, { now: issueAt, extraLines })));
  }
  const lastMonth = readInvoiceMonth(months.at(-1) ?? monthOf(now)).fromDate;
  for (const invoice of issued.filter((row) => row.fromDate !== lastMonth)) {
    const payedAt = new Date(Math.min(now.getTime(), invoice.issuedAt.getTime() + paymentDelayDays(invoice) * DAY_MS));
    await db.update(invoices).set({ status: 'PAYER', payedAt }).where(eq(invoices.id, invoice.id));
  }
  // Issued invoices start VALIDATING; Demo Burger Co's last ones are validated and wait for payment.
  await db
    .update(invoices)
    .set({ status: 'VALIDER' })
    .where(
      and(
        eq(invoices.fromDate, lastMonth),
        eq(invoices.companyId, companyIds.burger),
        inArray(
          invoices.id,
          issued.map((row) => row.id),
        ),
      ),
    );
  return issued.length;
}
