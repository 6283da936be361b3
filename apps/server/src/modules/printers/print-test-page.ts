import type { SignedInContext } from '../../context/types';
import { printJobs } from '../../db/schema';
import { recordViewerAudit } from '../audit/record-viewer-audit';
import { requirePrinter } from './printer-access';

/** Queues a test page: the printer takes it at its next poll, like any ticket. */
export async function printTestPage(context: SignedInContext, printerId: number): Promise<typeof printJobs.$inferSelect> {
  const printer = await requirePrinter(context, printerId);
  return context.db.transaction(async (tx) => {
    const [job] = await tx.insert(printJobs).values({ kind: 'test', printerId: printer.id, copies: 1 }).returning();
    if (!job) throw new Error('The test page was not queued');
    await recordViewerAudit(tx, context, { action: 'printer.test', entity: 'printer', entityId: String(printer.id), data: { printJobId: job.id } });
    return job;
  });
}
