import type { PageAccess } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import type { CompanyNode } from '../accounts';
import { recordViewerAudit } from '../audit';
import { loadOwnCompany } from '../tenancy';
import { readPagesAccess } from './read-pages-access';
import { assertPinFormat, verifyAccountPin } from './verify-account-pin';

/** Which pages ask for the PIN (docs/pin.md#tags); changing it takes the PIN itself. */
export async function updatePageAccess(
  context: SignedInContext,
  entries: readonly PageAccess[],
  pinCode: string,
): Promise<CompanyNode> {
  const { db, viewer, rateLimits } = context;
  const own = await loadOwnCompany(context);
  const pagesAccess = readPagesAccess(entries);
  assertPinFormat(pinCode);
  await verifyAccountPin(rateLimits, viewer.account, pinCode);
  const company = await db.transaction(async (tx) => {
    const [row] = await tx.update(companies).set({ pagesAccess }).where(eq(companies.id, own.company.id)).returning();
    await recordViewerAudit(tx, context, {
      action: 'company.pages-access',
      entity: 'company',
      entityId: String(own.company.id),
      data: { pagesAccess },
    });
    return row;
  });
  if (!company) throw new AppError('NOT_FOUND');
  return { account: own.account, company };
}
