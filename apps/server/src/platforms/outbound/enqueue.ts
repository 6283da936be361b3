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
 * Records calls for the outbound worker, in one INSERT; returns the row ids, in order. With a supersede key, the
 * restaurant's pending calls of that key are superseded first, on the same handle, so a retry of an older change never
 * lands after this one.
 */
export async function enqueuePlatformCalls(db: Db, inputs: readonly PlatformCallInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) {
    const supersedeKey = input.supersedeKey ?? null;
    if (supersedeKey === null) continue;
    if (input.restaurantId === null) throw new Error('A supersede key needs a restaurant');
    await supersedePending(
      db,
      and(eq(platformCalls.restaurantId, input.restaurantId), eq(platformCalls.supersedeKey, supersedeKey)),
      REPLACED,
    );
  }
  // The application's clock, the one the worker compares due times with.
  const now = new Date();
  const rows = await db
    .insert(platformCalls)
    .values(
      inputs.map((input) => ({
        platform: input.platform,
        cartId: input.cartId,
        restaurantId: input.restaurantId,
        menuItemId: input.menuItemId ?? null,
        action: input.action,
        method: input.call?.method ?? '',
        path: input.call?.path ?? '',
        requestBody: input.call?.body ?? null,
        requestHeaders: input.call?.headers ?? null,
        status: input.call ? ('pending' as const) : ('unsupported' as const),
        supersedeKey: input.supersedeKey ?? null,
        authorizationId: input.authorizationId ?? null,
        nextAttemptAt: now,
      })),
    )
    .returning({ id: platformCalls.id });
  if (rows.length !== inputs.length) throw new Error('The platform calls were not all recorded');
  return rows.map((row) => row.id);
}

/** Records one call: see enqueuePlatformCalls. */
export async function enqueuePlatformCall(db: Db, input: PlatformCallInput): Promise<number> {
  const [id] = await enqueuePlatformCalls(db, [input]);
  if (id === undefined) throw new Error('The platform call was not recorded');
  return id;
}

/** Withdraws those calls that are still pending (they will never be sent); returns the ids withdrawn. */
export async function withdrawPendingCalls(db: Db, callIds: readonly number[], reason: string): Promise<number[]> {
  if (callIds.length === 0) return [];
  return supersedePending(db, inArray(platformCalls.id, [...callIds]), reason);
}
