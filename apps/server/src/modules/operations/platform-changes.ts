import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls, type CallReason, type PlatformCallStatus } from '../../db/schema';
import type { StoreAction } from '../../platforms/adapter';
import { STORE_CALL_ACTIONS } from '../../platforms/outbound/queue-store-call';

export type PlatformChange = {
  restaurantId: number;
  action: StoreAction['type'];
  status: PlatformCallStatus;
  at: Date;
  message: string | null;
  reason: CallReason | null;
};

const ACTION_OF_CALL = new Map<string, StoreAction['type']>(
  Object.entries(STORE_CALL_ACTIONS).map(([type, call]) => [call, type as StoreAction['type']]),
);

/**
 * Per restaurant, the latest pause, busy-mode, preparation-time and delivery-mode call (docs/restaurant-settings.md):
 * what its platform really applied, or why not
 * (the outbox keeps the failure, or for 'unsupported' the reason, in last_error).
 */
export async function loadLastPlatformChanges(db: Db, restaurantIds: readonly number[]): Promise<PlatformChange[]> {
  // Literal, not bound: DISTINCT ON must repeat the ORDER BY expression exactly, and parameters would differ.
  const pauseCalls = sql.raw(`'${STORE_CALL_ACTIONS.pause}', '${STORE_CALL_ACTIONS.unpause}'`);
  const busyCalls = sql.raw(`'${STORE_CALL_ACTIONS.busy}', '${STORE_CALL_ACTIONS.notBusy}'`);
  const kind = sql`case when ${platformCalls.action} in (${pauseCalls}) then 'pause' when ${platformCalls.action} in (${busyCalls}) then 'busy' else ${platformCalls.action} end`;
  const rows = await db
    .selectDistinctOn([platformCalls.restaurantId, kind], {
      restaurantId: platformCalls.restaurantId,
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
        inArray(platformCalls.restaurantId, [...restaurantIds]),
        inArray(platformCalls.action, [...ACTION_OF_CALL.keys()]),
      ),
    )
    .orderBy(asc(platformCalls.restaurantId), kind, desc(platformCalls.id));
  return rows.flatMap((row) => {
    const action = ACTION_OF_CALL.get(row.action);
    if (!action || row.restaurantId === null) return [];
    return [
      {
        restaurantId: row.restaurantId,
        action,
        status: row.status,
        at: row.sentAt ?? row.createdAt,
        message: row.lastError,
        reason: row.lastErrorReason,
      },
    ];
  });
}
