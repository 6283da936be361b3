import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  actorAccountId: number;
  subjectAccountId: number | null;
  action: string;
  entity?: string;
  entityId?: string;
  data?: Record<string, unknown>;
  ip: string;
};

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorAccountId: entry.actorAccountId,
    subjectAccountId: entry.subjectAccountId,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    data: entry.data ?? null,
    ip: entry.ip,
  });
}

export const SWITCH_START_ACTION = 'switch-user.start';

// Every switched request would otherwise log a start; one row per actor and target per hour keeps the trail readable.
export async function recordSwitchStart(
  db: Db,
  actorAccountId: number,
  subjectAccountId: number,
  ip: string,
): Promise<void> {
  const recent = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorAccountId, actorAccountId),
        eq(auditLog.subjectAccountId, subjectAccountId),
        eq(auditLog.action, SWITCH_START_ACTION),
        gt(auditLog.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(1);
  if (recent.length > 0) return;
  await recordAudit(db, { actorAccountId, subjectAccountId, action: SWITCH_START_ACTION, ip });
}
