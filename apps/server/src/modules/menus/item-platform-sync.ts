import type { PlatformCode } from '@comptoir/domain';
import { and, asc, desc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls, type CallReason, type PlatformCallStatus } from '../../db/schema';
import { ITEM_AVAILABILITY_ACTIONS } from './item-availability-call';

/** What the platform made of an item's latest availability change. */
export type ItemPlatformSync = {
  menuItemId: number;
  platform: PlatformCode;
  available: boolean;
  status: PlatformCallStatus;
  message: string | null;
  reason: CallReason | null;
  at: Date;
};

/** Per item, its latest availability call, in one query for all the items asked (Item.platformSync's loader). */
export async function loadItemPlatformSyncs(db: Db, itemIds: readonly number[]): Promise<(ItemPlatformSync | null)[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([platformCalls.menuItemId], {
      menuItemId: platformCalls.menuItemId,
      platform: platformCalls.platform,
      action: platformCalls.action,
      status: platformCalls.status,
      lastError: platformCalls.lastError,
      lastErrorReason: platformCalls.lastErrorReason,
      createdAt: platformCalls.createdAt,
      sentAt: platformCalls.sentAt,
    })
    .from(platformCalls)
    .where(
      and(
        isNotNull(platformCalls.menuItemId),
        inArray(platformCalls.menuItemId, [...itemIds]),
        inArray(platformCalls.action, Object.values(ITEM_AVAILABILITY_ACTIONS)),
      ),
    )
    .orderBy(asc(platformCalls.menuItemId), desc(platformCalls.id));
  const byItem = new Map<number, ItemPlatformSync>();
  for (const row of rows) {
    if (row.menuItemId === null) continue;
    byItem.set(row.menuItemId, {
      menuItemId: row.menuItemId,
      platform: row.platform,
      available: row.action === ITEM_AVAILABILITY_ACTIONS.available,
      status: row.status,
      message: row.lastError,
      reason: row.lastErrorReason,
      at: row.sentAt ?? row.createdAt,
    });
  }
  return itemIds.map((id) => byItem.get(id) ?? null);
}
