import { addDays } from '@comptoir/domain';

/**
 * A report period as the rollups read it (docs/reports.md#month-rollups): its whole calendar months from the month
 * level (`months`, first days of the first and last month, inclusive), the days before and after them from the days.
 * A period with no whole month is all days.
 */
export type RollupPeriod = {
  months: { first: string; last: string } | null;
  days: { from: string; to: string }[];
};

function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 8)}01`;
}

export function rollupPeriod(fromDate: string, toDate: string): RollupPeriod {
  const firstMonth = fromDate === monthStart(fromDate) ? fromDate : monthStart(addDays(monthStart(fromDate), 31));
  const dayAfter = addDays(toDate, 1);
  const lastMonthEnd = dayAfter === monthStart(dayAfter) ? toDate : addDays(monthStart(toDate), -1);
  if (firstMonth > lastMonthEnd) return { months: null, days: [{ from: fromDate, to: toDate }] };
  const days: RollupPeriod['days'] = [];
  if (fromDate < firstMonth) days.push({ from: fromDate, to: addDays(firstMonth, -1) });
  if (lastMonthEnd < toDate) days.push({ from: addDays(lastMonthEnd, 1), to: toDate });
  return { months: { first: firstMonth, last: monthStart(lastMonthEnd) }, days };
}
