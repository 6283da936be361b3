import { addDays, type DateRange } from '@comptoir/domain';

/** How a range reads (the exports' `period` argument): it names the file and the summary sheet. */
export type ExportPeriod = 'day' | 'week' | 'month' | 'year' | 'custom';

function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** 'week' for Monday to Sunday, 'month' for a whole calendar month, and so on; anything else is 'custom'. */
export function periodOfRange({ fromDate, toDate }: DateRange): ExportPeriod {
  if (fromDate === toDate) return 'day';
  if (weekday(fromDate) === 1 && addDays(fromDate, 6) === toDate) return 'week';
  const nextDay = addDays(toDate, 1);
  if (fromDate.endsWith('-01') && nextDay.endsWith('-01')) {
    if (fromDate.slice(0, 7) === toDate.slice(0, 7)) return 'month';
    if (fromDate.endsWith('-01-01') && nextDay.endsWith('-01-01') && fromDate.slice(0, 4) === toDate.slice(0, 4))
      return 'year';
  }
  return 'custom';
}
