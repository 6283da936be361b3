import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, restaurants } from '../../db/schema';
import { queueStoreCall } from '../../platforms/outbound/queue-store-call';
import { loadStoreTargets } from './store-targets';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';

const SWEEP_MS = 30_000;

export type BusyModeSweepDeps = { db: Db; wakeOutbound: () => void };

/**
 * Busy mode ends when `delayingOrder` passes, but Uber Eats, Deliveroo and GET RESTO never end it on their side:
 * clear it and queue each restaurant's "not busy" call in the same transaction (docs/architecture.md#outbox). The
 * conditional UPDATE lets only one process end a given busy period.
 */
export async function endExpiredBusyModes(deps: BusyModeSweepDeps, now = new Date()): Promise<number> {
  const ended = await deps.db.transaction(async (tx) => {
    const companyIds = (
      await tx
        .update(companies)
        .set({ delayingOrder: null })
        .where(and(isNotNull(companies.delayingOrder), lte(companies.delayingOrder, now)))
        .returning({ id: companies.id })
    ).map((company) => company.id);
    if (companyIds.length === 0) return 0;
    for (const target of await loadStoreTargets(tx, inArray(restaurants.companyId, companyIds)))
      await queueStoreCall(tx, target, { type: 'notBusy' });
    return companyIds.length;
  });
  if (ended > 0) deps.wakeOutbound();
  return ended;
}

export function startBusyModeSweeper(deps: BusyModeSweepDeps): () => void {
  const timer = setInterval(() => {
    endExpiredBusyModes(deps).catch((error: unknown) =>
      logger.error({ error: describeError(error) }, 'Ending expired busy modes failed'),
    );
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
