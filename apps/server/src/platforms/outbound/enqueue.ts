import type { PlatformCode } from '@comptoir/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls } from '../../db/schema';
import type { OutboundCall } from '../adapter';

export type PlatformCallInput = {
  platform: PlatformCode;
  cartId: number | null;
  restaurantId: number | null;
  /** For item-availability calls: the menu item it is about. */
  menuItemId?: number | null;
  /** What Comptoir asked for (accept, deny, ready…), for the record. */
  action: string;
  /** Null when the platform has no such call: recorded as 'unsupported', nothing is sent. */
  call: OutboundCall | null;
  /**
   * What the call sets on the platform, when each call of that key overwrites all an older one set (`item:42`,
   * `hours.opening`): the restaurant's older calls of that key still pending are then never sent.
   */
  supersedeKey?: string | null;
  /** The restaurant owner's OAuth grant whose token the call goes with (Uber Eats `pos_data`); else Comptoir's own. */
  authorizationId?: number | null;
};

const REPLACED = 'Replaced by a newer change before it was sent';

// Only a row still 'pending' is marked: one already sent or given up keeps its outcome.
async function supersedePending(db: Db, condition: SQL | undefined, lastError: string): Promise<number[]> {
  const rows = await db
    .update(platformCalls)
    .set({ status: 'superseded', lastError })
    .where(and(eq(platformCalls.status, 'pending'), condition))
    .returning({ id: platformCalls.id });
  return rows.map((row) => row.id);
}

/**
 * Records a call for the outbound worker; returns the row id. With a supersede key, the restaurant's pending calls of
 * that key are superseded first, on the same handle, so a retry of an older change never lands after this one.
 */
export async function enqueuePlatformCall(db: Db, input: PlatformCallInput): Promise<number> {
  const supersedeKey = input.supersedeKey ?? null;
  if (supersedeKey !== null) {
    if (input.restaurantId === null) throw new Error('A supersede key needs a restaurant');
    await supersedePending(
      db,
      and(eq(platformCalls.restaurantId, input.restaurantId), eq(platformCalls.supersedeKey, supersedeKey)),
      REPLACED,
    );
  }
  const [row] = await db
    .insert(platformCalls)
    .values({
      platform: input.platform,
      cartId: input.cartId,
      restaurantId: input.restaurantId,
      menuItemId: input.menuItemId ?? null,
      action: input.action,
      method: input.call?.method ?? '',
      path: input.call?.path ?? '',
      requestBody: input.call?.body ?? null,
      requestHeaders: input.call?.headers ?? null,
      status: input.call ? 'pending' : 'unsupported',
      supersedeKey,
      authorizationId: input.authorizationId ?? null,
      // The application's clock, the one the worker compares due times with.
      nextAttemptAt: new Date(),
    })
    .returning({ id: platformCalls.id });
  if (!row) throw new Error('The platform call was not recorded');
  return row.id;
}

/** Withdraws those calls that are still pending (they will never be sent); returns the ids withdrawn. */
export async function withdrawPendingCalls(db: Db, callIds: readonly number[], reason: string): Promise<number[]> {
  if (callIds.length === 0) return [];
  return supersedePending(db, inArray(platformCalls.id, [...callIds]), reason);
}
