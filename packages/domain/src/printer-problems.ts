import { isPrinterOnline, type PolledPrinter } from './printer-online';
import { printerStatusIssue } from './printer-setup';
import { clockMinutes } from './schedule';
import { localDateOf, weekdayOf, zonedInstant } from './zoned-time';

export type OpeningPeriod = { dayOfWeek: number; startTime: string; endTime: string };

/** Whether `instant` falls in one of the week's periods (1 = Monday … 7 = Sunday, local HH:MM, end excluded). */
export function isOpenAt(periods: readonly OpeningPeriod[], instant: Date, timeZone: string): boolean {
  const date = localDateOf(instant, timeZone);
  const dayOfWeek = weekdayOf(date) === 0 ? 7 : weekdayOf(date);
  return periods.some((period) => {
    const start = clockMinutes(period.startTime);
    const end = clockMinutes(period.endTime, true);
    if (period.dayOfWeek !== dayOfWeek || start === null || end === null) return false;
    const time = instant.getTime();
    return time >= zonedInstant(date, start, timeZone).getTime() && time < zonedInstant(date, end, timeZone).getTime();
  });
}

export type PrinterProblemKind = 'offline' | 'paperOut' | 'paperJam' | 'coverOpen';

/**
 * What stops a restaurant's cloud printer from printing its tickets: out of paper, jammed or open whatever the hour,
 * silent only while the restaurant is open (a printer switched off at night is no problem).
 */
export function printerProblemsOf(
  printer: PolledPrinter & { status: string | null },
  restaurantOpen: boolean,
  now: Date,
): PrinterProblemKind[] {
  const online = isPrinterOnline(printer, now);
  if (!online) return restaurantOpen ? ['offline'] : [];
  const issue = printerStatusIssue(printer.status);
  return issue === null || issue === 'paperLow' ? [] : [issue];
}
