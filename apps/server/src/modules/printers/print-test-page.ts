import type { SignedInContext } from '../../context/types';
import { printJobs } from '../../db/schema';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import { recordViewerAudit } from '../audit';
import { requirePrinter } from './printer-access';

// A test page costs paper: a few to set a printer up, not a burst that empties the roll (docs/printing.md).
const TEST_PAGE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 10 * 60 };

/** Queues a test page: the printer takes it at its next poll, like any ticket. */
export async function printTestPage(
  context: SignedInContext,
  printerId: number,
): Promise<typeof printJobs.$inferSelect> {
  const printer = await requirePrinter(context, printerId);
  // Counted once the printer is known to be the caller's, so nobody can use up another company's test pages.
  const attempt = await context.rateLimits.hit(`printer-test:${printer.id}`, TEST_PAGE_LIMIT);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'test pages');
  return context.db.transaction(async (tx) => {
    const [job] = await tx.insert(printJobs).values({ kind: 'test', printerId: printer.id, copies: 1 }).returning();
    if (!job) throw new Error('The test page was not queued');
    await recordViewerAudit(tx, context, {
      action: 'printer.test',
      entity: 'printer',
      entityId: String(printer.id),
      data: { printJobId: job.id },
    });
    return job;
  });
}
