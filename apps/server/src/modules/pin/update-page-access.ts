import { PIN_TAGS, type PageAccess, type PinTag } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import type { CompanyNode } from '../accounts/account-node';
import { recordViewerAudit } from '../audit/record-viewer-audit';
import { loadOwnCompany } from '../operations/own-company';
import { assertPinFormat, verifyAccountPin } from './verify-account-pin';

function isPinTag(tag: string): tag is PinTag {
  return (PIN_TAGS as readonly string[]).includes(tag);
}

/** One entry per known tag, in PIN_TAGS order; an unknown or repeated tag is refused rather than guessed at. */
function readPagesAccess(entries: readonly PageAccess[]): PageAccess[] {
  const byTag = new Map<PinTag, boolean>();
  for (const { tag, pinRequired } of entries) {
    if (!isPinTag(tag)) throw new AppError('BAD_USER_INPUT', { message: `Unknown page tag "${tag}"` });
    if (byTag.has(tag)) throw new AppError('BAD_USER_INPUT', { message: `Page tag "${tag}" is listed twice` });
    byTag.set(tag, pinRequired);
  }
  return PIN_TAGS.flatMap((tag) => {
    const pinRequired = byTag.get(tag);
    return pinRequired === undefined ? [] : [{ tag, pinRequired }];
  });
}

/** Which pages ask for the PIN (SPEC §4 settings); changing it takes the PIN itself. */
export async function updatePageAccess(context: SignedInContext, entries: readonly PageAccess[], pinCode: string): Promise<CompanyNode> {
  const { db, viewer, rateLimits } = context;
  const own = await loadOwnCompany(context);
  const pagesAccess = readPagesAccess(entries);
  assertPinFormat(pinCode);
  await verifyAccountPin(rateLimits, viewer.account, pinCode);
  const company = await db.transaction(async (tx) => {
    const [row] = await tx.update(companies).set({ pagesAccess }).where(eq(companies.id, own.company.id)).returning();
    await recordViewerAudit(tx, context, { action: 'company.pages-access', entity: 'company', entityId: String(own.company.id), data: { pagesAccess } });
    return row;
  });
  if (!company) throw new AppError('NOT_FOUND');
  return { account: own.account, company };
}
