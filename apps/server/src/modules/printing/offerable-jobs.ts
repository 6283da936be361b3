import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printJobs, type PrintJobStatus } from '../../db/schema';

/**
 * A job the printer has not confirmed: never fetched, or fetched and not (yet) confirmed (docs/printing.md#life-cycle).
 */
const OFFERABLE: PrintJobStatus[] = ['queued', 'delivered'];

export function isOfferableOn(printerId: number): SQL | undefined {
  return and(eq(printJobs.printerId, printerId), inArray(printJobs.status, OFFERABLE));
}

/** The printer's oldest offerable job: the one a poll announces and a GET or DELETE without a token means. */
export function oldestOfferableJob(db: Db, printerId: number) {
  return db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(isOfferableOn(printerId))
    .orderBy(asc(printJobs.createdAt), asc(printJobs.id))
    .limit(1);
}

/** The job a GET or DELETE names by its token (its id), or the oldest offerable one for firmware that sends none. */
export function jobOfRequest(db: Db, printerId: number, token: string | null): SQL | undefined {
  if (token === null) return inArray(printJobs.id, oldestOfferableJob(db, printerId));
  const id = /^[1-9][0-9]{0,9}$/.test(token) ? Number(token) : 0;
  return eq(printJobs.id, id);
}
