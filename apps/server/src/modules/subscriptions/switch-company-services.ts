import { companyRolesFor, isRole, isServiceCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { accounts, companySubscriptions } from '../../db/schema';
import { recordViewerAudit } from '../audit';
import type { LockedCompany } from './service-manager';
import {
  isSameState,
  nextSubscriptionState,
  readSubscriptionChange,
  type SubscriptionChangeInput,
} from './subscription-change';

export const SERVICE_CHANGE_ACTION = 'company.service';

/**
 * Applies service changes to a locked company, then derives its account's roles from the services now on, in the
 * same transaction: the company's users may open what they bought from their very next request (docs/services.md).
 * Each change that changes something is audited, with the request it answers if any. The caller announces the
 * company's account once `tx` has committed (announceAccountChange), so that no process keeps the former roles.
 */
export async function switchCompanyServices(
  tx: Db,
  context: SignedInContext,
  company: LockedCompany,
  changes: readonly SubscriptionChangeInput[],
  inquiryId: number | null = null,
): Promise<void> {
  const valid = changes.map((change) => readSubscriptionChange(change, isServiceCode));
  const rows = await tx.select().from(companySubscriptions).where(eq(companySubscriptions.companyId, company.id));
  const now = new Date();
  for (const change of valid) {
    const current = rows.find((row) => row.service === change.service) ?? null;
    const next = nextSubscriptionState(current, change, now);
    if (isSameState(current, next)) continue;
    const before = current ? { activated: current.activated, price: current.price } : null;
    if (current) {
      await tx.update(companySubscriptions).set(next).where(eq(companySubscriptions.id, current.id));
      Object.assign(current, next);
    } else {
      const [inserted] = await tx
        .insert(companySubscriptions)
        .values({ companyId: company.id, service: change.service, ...next })
        .returning();
      if (inserted) rows.push(inserted);
    }
    await recordViewerAudit(tx, context, {
      action: SERVICE_CHANGE_ACTION,
      entity: 'company',
      entityId: String(company.id),
      data: {
        service: change.service,
        before,
        after: { activated: next.activated, price: next.price },
        ...(inquiryId === null ? {} : { inquiryId }),
      },
    });
  }
  await deriveCompanyRoles(
    tx,
    company,
    rows.filter((row) => row.activated).map((row) => row.service),
  );
}

async function deriveCompanyRoles(tx: Db, company: LockedCompany, activated: readonly string[]): Promise<void> {
  const [account] = await tx
    .select({ roles: accounts.roles })
    .from(accounts)
    .where(eq(accounts.id, company.accountId))
    .limit(1);
  if (!account) return;
  await tx
    .update(accounts)
    .set({ roles: companyRolesFor(account.roles.filter(isRole), activated) })
    .where(eq(accounts.id, company.accountId));
}
