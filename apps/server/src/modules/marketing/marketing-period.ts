import { snapToWeeks, type DateRange } from '@comptoir/domain';
import { readReportDates } from '../reports';

/**
 * docs/api.md#date-ranges: marketing reports snap to a whole week. The range asked is checked like every report's, then
 * widened to Monday..Sunday with the same rule as the filter bar, so a client that did not snap still gets whole weeks.
 */
export function readMarketingPeriod(fromDate: string, toDate: string): DateRange {
  return snapToWeeks(readReportDates(fromDate, toDate));
}
