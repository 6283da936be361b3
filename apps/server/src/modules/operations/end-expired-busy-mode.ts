import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, restaurants } from '../../db/schema';
import type { StoreActionSender } from './store-deps';
import { loadStoreTargets } from './store-targets';

const SWEEP_MS = 30_000;

/**
 * Busy mode ends when `delayingOrder` passes, but Uber Eats, Deliveroo and GET RESTO never end it on their side:
 * clear it and tell each restaurant's platform. The conditional UPDATE lets only one process end a given busy period.
 */
export async function endExpiredBusyModes(deps: { db: Db; sendStoreAction: StoreActionSender }, now = new Date()): Promise<number> {
  const ended = await deps.db
    .update(companies)
    .set({ delayingOrder: null })
    .where(and(isNotNull(companies.delayingOrder), lte(companies.delayingOrder, now)))
    .returning({ id: companies.id });
  if (ended.length === 0) return 0;
  const targets = await loadStoreTargets(deps.db, inArray(restaurants.companyId, ended.map((company) => company.id)));
  for (const target of targets) await deps.sendStoreAction(target, { type: 'notBusy' });
  return ended.length;
}

export function startBusyModeSweeper(deps: { db: Db; sendStoreAction: StoreActionSender }): () => void {
  const timer = setInterval(() => {
    endExpiredBusyModes(deps).catch((error: unknown) => console.error('Ending expired busy modes failed', error));
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
