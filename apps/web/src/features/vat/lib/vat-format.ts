/** A VAT rate given in percent (5.5 means 5.5 %), in the reader's language: "5,5 %" in French, "5.5%" in English. */
export function formatVatRate(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** 'DD-MM-YYYY HH:mm' in the restaurant's time zone, as History shows order dates. */
export function formatOrderDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).formatToParts(date);
  } catch {
    // An unknown zone name from the API falls back to the browser's zone rather than hide the date.
    parts = new Intl.DateTimeFormat('en-GB', options).formatToParts(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}
