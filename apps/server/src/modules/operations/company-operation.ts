import { eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { companies, restaurants, type CompanyRow, type NewCompanyRow } from '../../db/schema';
import type { CompanyNode } from '../accounts';
import { closePauses, openPauses } from '../analytics';
import { queueRestaurantPauseWebhooks } from '../applications';
import { queueStoreCall } from '../../platforms/outbound/queue-store-call';
import { recordViewerAudit, type ViewerAuditEntry } from '../audit';
import { requirePinSession } from '../pin';
import { readBusyMode, type DelayingOrderInput } from './busy-mode';
import { loadOwnCompany } from '../tenancy';
import { pausableOnPlatform } from './pausable';
import { loadStoreTargets } from './store-targets';
import { loadOpeningWeeks } from '../restaurants';
import { pauseEnd, readPauseLength, type PauseLength } from './pause-until';

export type CompanyOperationInput = {
  autoAccept?: boolean | null;
  autoPrint?: boolean | null;
  pause?: boolean | null;
  pauseUntil?: string | null;
  pauseMinutes?: number | null;
  pauseUntilOpening?: boolean | null;
  delayingOrder?: DelayingOrderInput | null;
};

/**
 * The side-menu switches (docs/screens.md#side-menu) on the viewer's own company. Pause, busy mode and auto-acceptance
 * are the protected actions (docs/security.md#pin); auto-print is not among them. The platform calls commit with the
 * change (docs/architecture.md#outbox).
 */
export async function performCompanyOperation(
  context: SignedInContext,
  input: CompanyOperationInput,
): Promise<CompanyNode> {
  const { db } = context;
  const own = await loadOwnCompany(context);
  const now = new Date();
  const busy = input.delayingOrder ? readBusyMode(input.delayingOrder, now) : null;
  const pause = input.pause ?? null;
  const pauseLength = readPauseLength(input, now);
  if (input.autoAccept != null || pause !== null || busy !== null)
    requirePinSession(context, 'orders', own.company.pagesAccess);

  const changes: Partial<NewCompanyRow> = {};
  if (input.autoAccept != null) changes.autoAccept = input.autoAccept;
  if (input.autoPrint != null) changes.autoPrintEnabled = input.autoPrint;
  if (busy) changes.delayingOrder = busy.delayingOrder;

  const company = await db.transaction(async (tx) => {
    const company = await updateCompany(tx, own.company, changes);
    const pausedIds = pause === null ? [] : await setCompanyPause(tx, company.id, pause, now);
    if (pause) await setPauseEnds(tx, pausedIds, pauseLength, now);
    if (pause !== null)
      await (pause ? openPauses(tx, pausedIds, 'operator', now) : closePauses(tx, pausedIds, 'operator', now));
    for (const entry of auditEntries(company, input, busy?.delayingOrder ?? null, pausedIds.length))
      await recordViewerAudit(tx, context, entry);
    if (pause !== null && pausedIds.length > 0) {
      for (const target of await loadStoreTargets(tx, inArray(restaurants.id, pausedIds)))
        await queueStoreCall(tx, target, { type: pause ? 'pause' : 'unpause' });
      await queueRestaurantPauseWebhooks(tx, pausedIds, pause);
    }
    // Every restaurant hears busy mode; a platform without such a call records it as 'unsupported'.
    if (busy) {
      for (const target of await loadStoreTargets(tx, eq(restaurants.companyId, company.id)))
        await queueStoreCall(tx, target, busy.storeAction);
    }
    return company;
  });
  if (pause !== null || busy) context.wakeOutbound();
  return { account: own.account, company };
}

async function updateCompany(tx: Db, company: CompanyRow, changes: Partial<NewCompanyRow>): Promise<CompanyRow> {
  if (Object.keys(changes).length === 0) return company;
  const [row] = await tx.update(companies).set(changes).where(eq(companies.id, company.id)).returning();
  return row ?? company;
}

/**
 * Pauses or unpauses every restaurant of the company its platform lets pause; one already paused keeps its pausedAt.
 */
async function setCompanyPause(tx: Db, companyId: number, pause: boolean, now: Date): Promise<number[]> {
  const rows = await tx
    .update(restaurants)
    .set({
      isPaused: pause,
      pausedAt: pause ? sql`coalesce(${restaurants.pausedAt}, ${now.toISOString()}::timestamptz)` : null,
      pausedUntil: null,
    })
    .where(pausableOnPlatform(tx, companyId))
    .returning({ id: restaurants.id });
  return rows.map((row) => row.id);
}

/** A timed pause: each restaurant's end, the same instant for all or its own next opening. */
async function setPauseEnds(tx: Db, ids: readonly number[], length: PauseLength, now: Date): Promise<void> {
  if (!length || ids.length === 0) return;
  if ('until' in length) {
    await tx
      .update(restaurants)
      .set({ pausedUntil: length.until })
      .where(inArray(restaurants.id, [...ids]));
    return;
  }
  const weeks = await loadOpeningWeeks(tx, ids);
  const zones = await tx
    .select({ id: restaurants.id, timezone: restaurants.timezone })
    .from(restaurants)
    .where(inArray(restaurants.id, [...ids]));
  // Restaurants that open at the same instant share one UPDATE: a company's often all do.
  const idsByEnd = new Map<number | null, number[]>();
  for (const { id, timezone } of zones) {
    const end = pauseEnd(length, weeks.get(id) ?? [], timezone, now)?.getTime() ?? null;
    idsByEnd.set(end, [...(idsByEnd.get(end) ?? []), id]);
  }
  for (const [end, sameEnd] of idsByEnd) {
    await tx
      .update(restaurants)
      .set({ pausedUntil: end === null ? null : new Date(end) })
      .where(inArray(restaurants.id, sameEnd));
  }
}

function auditEntries(
  company: CompanyRow,
  input: CompanyOperationInput,
  delayingOrder: Date | null,
  pausedCount: number,
): ViewerAuditEntry[] {
  const about = { entity: 'company', entityId: String(company.id) };
  const entries: ViewerAuditEntry[] = [];
  if (input.autoAccept != null)
    entries.push({ ...about, action: 'company.auto-accept', data: { autoAccept: input.autoAccept } });
  if (input.autoPrint != null)
    entries.push({ ...about, action: 'company.auto-print', data: { autoPrintEnabled: input.autoPrint } });
  if (input.pause != null)
    entries.push({
      ...about,
      action: 'company.pause',
      data: {
        pause: input.pause,
        restaurants: pausedCount,
        pauseUntil: input.pauseUntil ?? null,
        pauseMinutes: input.pauseMinutes ?? null,
        pauseUntilOpening: input.pauseUntilOpening ?? false,
      },
    });
  if (input.delayingOrder) {
    entries.push({
      ...about,
      action: 'company.busy',
      data: { ...input.delayingOrder, delayingOrder: delayingOrder?.toISOString() ?? null },
    });
  }
  return entries;
}
