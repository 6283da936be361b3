import { eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { companies, restaurants, type CompanyRow, type NewCompanyRow } from '../../db/schema';
import type { CompanyNode } from '../accounts/account-node';
import { closePauses, openPauses } from '../analytics/pause-log';
import { queueRestaurantPauseWebhooks } from '../applications/restaurant-events';
import { queueStoreCall } from '../../platforms/outbound/queue-store-call';
import { recordViewerAudit, type ViewerAuditEntry } from '../audit/record-viewer-audit';
import { requirePinSession } from '../pin/pin-session';
import { readBusyMode, type DelayingOrderInput } from './busy-mode';
import { loadOwnCompany } from '../tenancy/own-company';
import { pausableOnPlatform } from './pausable';
import { loadStoreTargets } from './store-targets';

export type CompanyOperationInput = {
  autoAccept?: boolean | null;
  autoPrint?: boolean | null;
  pause?: boolean | null;
  delayingOrder?: DelayingOrderInput | null;
};

/**
 * The side-menu switches of SPEC §4 on the viewer's own company. Pause, busy mode and auto-acceptance are the
 * protected actions (docs/security.md#pin); auto-print is not among them. The platform calls commit with the change
 * (docs/architecture.md#outbox).
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
  if (input.autoAccept != null || pause !== null || busy !== null)
    requirePinSession(context, 'orders', own.company.pagesAccess);

  const changes: Partial<NewCompanyRow> = {};
  if (input.autoAccept != null) changes.autoAccept = input.autoAccept;
  if (input.autoPrint != null) changes.autoPrintEnabled = input.autoPrint;
  if (busy) changes.delayingOrder = busy.delayingOrder;

  const company = await db.transaction(async (tx) => {
    const company = await updateCompany(tx, own.company, changes);
    const pausedIds = pause === null ? [] : await setCompanyPause(tx, company.id, pause, now);
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
    })
    .where(pausableOnPlatform(tx, companyId))
    .returning({ id: restaurants.id });
  return rows.map((row) => row.id);
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
    entries.push({ ...about, action: 'company.pause', data: { pause: input.pause, restaurants: pausedCount } });
  if (input.delayingOrder) {
    entries.push({
      ...about,
      action: 'company.busy',
      data: { ...input.delayingOrder, delayingOrder: delayingOrder?.toISOString() ?? null },
    });
  }
  return entries;
}
