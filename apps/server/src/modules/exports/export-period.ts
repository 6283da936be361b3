import { AppError } from '../../errors';

/**
 * The contract names a `period` argument of exportCart and exportMiscItem without saying what it holds. Comptoir reads
 * it as how the operator picked the range, so that the file says it: it goes into the file name and the summary sheet.
 */
export const EXPORT_PERIODS = ['day', 'week', 'month', 'year', 'custom'] as const;

export type ExportPeriod = (typeof EXPORT_PERIODS)[number];

export function readExportPeriod(period: string | null | undefined): ExportPeriod {
  if (period === null || period === undefined || period === '') return 'custom';
  const value = period.toLowerCase();
  const found = EXPORT_PERIODS.find((known) => known === value);
  if (!found) throw new AppError('BAD_USER_INPUT', { message: `period must be one of ${EXPORT_PERIODS.join(', ')}` });
  return found;
}
