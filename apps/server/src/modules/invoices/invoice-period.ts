import { addDays } from '@comptoir/domain';
import { AppError } from '../../errors';

/** A calendar month as the invoices cover it: its first and last day (inclusive), and its first instant in UTC. */
export type InvoicePeriod = { month: string; fromDate: string; toDate: string; nextMonthStart: Date };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` → the month's days; anything else is refused. */
export function readInvoiceMonth(month: string): InvoicePeriod {
  const match = MONTH.exec(month);
  if (!match) throw new AppError('BAD_USER_INPUT', { message: 'month must be a YYYY-MM month' });
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const nextMonthStart = new Date(Date.UTC(year, index + 1, 1));
  return {
    month,
    fromDate: `${month}-01`,
    toDate: addDays(nextMonthStart.toISOString().slice(0, 10), -1),
    nextMonthStart,
  };
}

/** The `YYYY-MM` month of an instant, in UTC. */
export function monthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** The month before a `YYYY-MM` month. */
export function previousMonth(month: string): string {
  const { fromDate } = readInvoiceMonth(month);
  return addDays(fromDate, -1).slice(0, 7);
}
