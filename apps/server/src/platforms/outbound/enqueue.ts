import type { PlatformCode } from '@comptoir/domain';
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
};

/** Records a call for the outbound worker; returns the row id. */
export async function enqueuePlatformCall(db: Db, input: PlatformCallInput): Promise<number> {
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
      // The application's clock, the one the worker compares due times with.
      nextAttemptAt: new Date(),
    })
    .returning({ id: platformCalls.id });
  if (!row) throw new Error('The platform call was not recorded');
  return row.id;
}
