import { DISPUTE_STATUSES, type DateRange, type DisputeStatus } from '@comptoir/domain';
import {
  readReportFilterParams,
  writeReportFilterParams,
  type ReportFilterParams,
} from '../../../components/report-filter-bar/report-filter-params';

// The disputes API takes no company (docs/disputes.md#lists-and-export): company stays null.
export type DisputeFilters = ReportFilterParams & {
  /** Only on /dispute/order; the to-dispute list is its own screen. */
  status: DisputeStatus | null;
};

const STATUS_PARAM = 'status';

export function isDisputeStatus(value: unknown): value is DisputeStatus {
  return typeof value === 'string' && (DISPUTE_STATUSES as readonly string[]).includes(value);
}

/** The filters a shared or reloaded URL names; anything missing or malformed falls back to the default period. */
export function readDisputeFilters(params: URLSearchParams, defaultRange: DateRange): DisputeFilters {
  const status = params.get(STATUS_PARAM);
  return {
    ...readReportFilterParams(params, defaultRange),
    company: null,
    status: isDisputeStatus(status) ? status : null,
  };
}

export function writeDisputeFilters(filters: DisputeFilters): URLSearchParams {
  const params = writeReportFilterParams({ ...filters, company: null });
  if (filters.status) params.set(STATUS_PARAM, filters.status);
  return params;
}
