import type { SignedInContext } from '../../context/types';
import { loadDisputedOrders, loadDisputeResume, type DisputedOrder, type DisputeResume } from './dispute-resume';
import { disputeExportFilter } from './export-filters';
import { requestExport, type ExportFile, type RequestExportArgs } from './request-export';

export type DisputedOrderExport = ExportFile & { resume: DisputeResume; orders: DisputedOrder[] };

/** exportDisputedOrder "returns resume and orders" (docs/api.md#exports), and the file's link like every export. */
export async function requestDisputedOrderExport(
  context: SignedInContext,
  args: Omit<RequestExportArgs, 'company' | 'period'>,
  now: Date = new Date(),
): Promise<DisputedOrderExport> {
  const file = await requestExport(context, 'disputedOrder', args, now);
  const [resume, orders] = await Promise.all([
    loadDisputeResume(context, file.filter, now),
    loadDisputedOrders(context.db, disputeExportFilter(context, file.filter, now), now),
  ]);
  return { ...file, resume, orders };
}
