import type { SQL } from 'drizzle-orm';
import type { SignedInContext, Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { disputeFilter } from '../disputes';
import { cartReportFilter } from '../reports';
import { miscItemReportFilter } from '../vat';
import type { ExportFilter } from './export-token';

/**
 * The report filters read only the database and the viewer of their context. A download has both but no GraphQL
 * context; it goes through the very same filters so that a file always holds what its screen shows.
 */
export function exportContext(db: Db, viewer: Viewer): SignedInContext {
  return { db, viewer } as SignedInContext;
}

/** Orders of the filter, exactly as History selects them (over carts inner-joined to restaurants). */
export function cartExportFilter(context: SignedInContext, filter: ExportFilter): SQL | undefined {
  return cartReportFilter(context, filter);
}

/** Misc billing items of the filter, exactly as the VAT report selects them (over misc_items ⋈ restaurants). */
export function miscItemExportFilter(context: SignedInContext, filter: ExportFilter): SQL | undefined {
  return miscItemReportFilter(context, filter);
}

/** Disputes of the filter, exactly as the disputes list selects them (docs/disputes.md: no company argument). */
export function disputeExportFilter(context: SignedInContext, filter: ExportFilter, now: Date): SQL | undefined {
  return disputeFilter(context, { ...filter, company: null }, now);
}
