import { formatCalendarDay, formatInstant } from '@comptoir/domain';

/** An invoice covers a calendar month: `January 2026`, in the reader's language; else its first and last days. */
export function formatInvoicePeriod(fromDate: string, toDate: string, locale: string): string {
  const [toYear, toMonth, toDay] = toDate.split('-').map(Number);
  const dayAfter = new Date(Date.UTC(toYear ?? 1970, (toMonth ?? 1) - 1, (toDay ?? 1) + 1));
  const isWholeMonth =
    fromDate.endsWith('-01') && fromDate.slice(0, 7) === toDate.slice(0, 7) && dayAfter.getUTCDate() === 1;
  if (!isWholeMonth)
    return `${formatCalendarDay(fromDate, 'date', locale)} – ${formatCalendarDay(toDate, 'date', locale)}`;
  return formatCalendarDay(fromDate, 'monthYear', locale);
}

/** An instant as the day it fell on in Paris, where Comptoir issues its invoices: `05-03-2026`. */
export function formatInvoiceInstant(instant: string, locale: string): string {
  return formatInstant(instant, 'date', locale, 'Europe/Paris');
}
