import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { platformCalls } from '../../../db/schema';

/** The actions queued in the platform outbox for an order, oldest first (`accept`, `ready`…). */
export async function queuedOrderActions(db: Db, cartId: number): Promise<string[]> {
  const rows = await db
    .select({ action: platformCalls.action })
    .from(platformCalls)
    .where(eq(platformCalls.cartId, cartId))
    .orderBy(asc(platformCalls.id));
  return rows.map((row) => row.action);
}
