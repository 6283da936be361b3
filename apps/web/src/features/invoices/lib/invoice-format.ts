/** `2026-01-31` → `31/01/2026`, the calendar day as written on the invoice. */
export function formatInvoiceDay(isoDay: string, locale: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

/** An invoice covers a calendar month: `January 2026`, in the reader's language. */
export function formatInvoicePeriod(fromDate: string, toDate: string, locale: string): string {
  const [fromYear, fromMonth, fromDay] = fromDate.split('-').map(Number);
  const [toYear, toMonth, toDay] = toDate.split('-').map(Number);
  const dayAfter = new Date(Date.UTC(toYear ?? 1970, (toMonth ?? 1) - 1, (toDay ?? 1) + 1));
  const isWholeMonth = fromDay === 1 && fromDate.slice(0, 7) === toDate.slice(0, 7) && dayAfter.getUTCDate() === 1;
  if (!isWholeMonth) return `${formatInvoiceDay(fromDate, locale)} – ${formatInvoiceDay(toDate, locale)}`;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(fromYear ?? 1970, (fromMonth ?? 1) - 1, 1)),
  );
}

/** An instant as the day it fell on in Paris, where Comptoir issues its invoices. */
export function formatInvoiceInstant(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(instant));
}
