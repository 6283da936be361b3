import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls, type CallReason, type PlatformCallStatus } from '../../db/schema';
import { HOURS_CALL_ACTIONS, type HoursPush } from './hours-push';

const columns = {
  id: platformCalls.id,
  restaurantId: platformCalls.restaurantId,
  supersedeKey: platformCalls.supersedeKey,
  status: platformCalls.status,
  lastError: platformCalls.lastError,
  lastErrorReason: platformCalls.lastErrorReason,
  createdAt: platformCalls.createdAt,
  sentAt: platformCalls.sentAt,
};

type CallRow = {
  status: PlatformCallStatus;
  lastError: string | null;
  lastErrorReason: CallReason | null;
  createdAt: Date;
  sentAt: Date | null;
};

// The outbox keeps the platform's refusal, or for 'unsupported' the reason, in last_error. A superseded call has no
// outcome of its own (null).
function toPush(row: CallRow): HoursPush | null {
  if (row.status === 'superseded') return null;
  return { status: row.status, message: row.lastError, reason: row.lastErrorReason, at: row.sentAt ?? row.createdAt };
}

/** Per restaurant, the last opening-hours call: what its platform applied, or why not. One query for all. */
export async function loadLastOpeningPushes(db: Db, restaurantIds: readonly number[]): Promise<Map<number, HoursPush>> {
  if (restaurantIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([platformCalls.restaurantId], columns)
    .from(platformCalls)
    .where(
      and(
        inArray(platformCalls.restaurantId, [...restaurantIds]),
        eq(platformCalls.action, HOURS_CALL_ACTIONS.opening),
        ne(platformCalls.status, 'superseded'),
      ),
    )
    .orderBy(asc(platformCalls.restaurantId), desc(platformCalls.id));
  return new Map(
    rows.flatMap((row) => {
      const push = toPush(row);
      return row.restaurantId === null || push === null ? [] : [[row.restaurantId, push] as const];
    }),
  );
}

const replacementKey = (restaurantId: number | null, supersedeKey: string | null) => `${restaurantId}:${supersedeKey}`;

/**
 * Per restaurant and supersede key, the newest call not superseded: the one that carries what the superseded ones of
 * that key were to set (e.g. a whole-list holiday call carries every closure still to come).
 */
async function loadReplacements(
  db: Db,
  replaced: readonly { restaurantId: number | null; supersedeKey: string | null }[],
): Promise<Map<string, HoursPush>> {
  const restaurantIds = replaced.flatMap((row) => (row.restaurantId === null ? [] : [row.restaurantId]));
  const keys = replaced.flatMap((row) => (row.supersedeKey === null ? [] : [row.supersedeKey]));
  if (restaurantIds.length === 0 || keys.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([platformCalls.restaurantId, platformCalls.supersedeKey], columns)
    .from(platformCalls)
    .where(
      and(
        inArray(platformCalls.restaurantId, restaurantIds),
        inArray(platformCalls.supersedeKey, keys),
        ne(platformCalls.status, 'superseded'),
      ),
    )
    .orderBy(asc(platformCalls.restaurantId), asc(platformCalls.supersedeKey), desc(platformCalls.id));
  return new Map(
    rows.flatMap((row) => {
      const push = toPush(row);
      return push === null ? [] : [[replacementKey(row.restaurantId, row.supersedeKey), push] as const];
    }),
  );
}

/**
 * The calls that told platforms about closures, by call id, each with its own answer's body. A call superseded before
 * it was sent shows what became of its replacement; one withdrawn with nothing replacing it is left out.
 */
export async function loadHoursCalls(
  db: Db,
  callIds: readonly number[],
): Promise<Map<number, HoursPush & { responseBody: string | null }>> {
  if (callIds.length === 0) return new Map();
  const rows = await db
    .select({ ...columns, responseBody: platformCalls.responseBody })
    .from(platformCalls)
    .where(inArray(platformCalls.id, [...callIds]));
  const replacements = await loadReplacements(
    db,
    rows.filter((row) => row.status === 'superseded'),
  );
  return new Map(
    rows.flatMap((row) => {
      const push = toPush(row) ?? replacements.get(replacementKey(row.restaurantId, row.supersedeKey));
      return push ? [[row.id, { ...push, responseBody: row.responseBody }] as const] : [];
    }),
  );
}
