import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls } from '../../db/schema';
import { HOURS_CALL_ACTIONS, type HoursPush } from './hours-push';

const columns = {
  id: platformCalls.id,
  restaurantId: platformCalls.restaurantId,
  status: platformCalls.status,
  lastError: platformCalls.lastError,
  createdAt: platformCalls.createdAt,
  sentAt: platformCalls.sentAt,
};

type CallRow = { status: HoursPush['status']; lastError: string | null; createdAt: Date; sentAt: Date | null };

// The outbox keeps the platform's refusal, or for 'unsupported' the reason, in last_error.
const toPush = (row: CallRow): HoursPush => ({ status: row.status, message: row.lastError, at: row.sentAt ?? row.createdAt });

/** Per restaurant, the last opening-hours call: what its platform applied, or why not. One query for all. */
export async function loadLastOpeningPushes(db: Db, restaurantIds: readonly number[]): Promise<Map<number, HoursPush>> {
  if (restaurantIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([platformCalls.restaurantId], columns)
    .from(platformCalls)
    .where(and(inArray(platformCalls.restaurantId, [...restaurantIds]), eq(platformCalls.action, HOURS_CALL_ACTIONS.opening)))
    .orderBy(asc(platformCalls.restaurantId), desc(platformCalls.id));
  return new Map(rows.flatMap((row) => (row.restaurantId === null ? [] : [[row.restaurantId, toPush(row)] as const])));
}

/** The calls that told platforms about closures, by call id. */
export async function loadHoursCalls(db: Db, callIds: readonly number[]): Promise<Map<number, HoursPush & { responseBody: string | null }>> {
  if (callIds.length === 0) return new Map();
  const rows = await db
    .select({ ...columns, responseBody: platformCalls.responseBody })
    .from(platformCalls)
    .where(inArray(platformCalls.id, [...callIds]));
  return new Map(rows.map((row) => [row.id, { ...toPush(row), responseBody: row.responseBody }]));
}
