import { eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The account a signed link (lib/signed-links.ts: an order photo, a logo, an invoice) was issued to, and its token
 * version then: the link stops working once that account is disabled or its sessions are ended, like its tokens
 * (docs/security.md). An export's link names its accounts in its own claims (exports/export-token.ts).
 */
export type LinkHolder = { accountId: number; tokenVersion: number };

/** The account that signed in holds the link, also while it acts as someone else: its session is the one that ends. */
export function linkHolderOf(viewer: Viewer | null): LinkHolder {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  return { accountId: viewer.actor.id, tokenVersion: viewer.actor.tokenVersion };
}

/** The claims a link's token carries for its holder. */
export function linkHolderClaims(holder: LinkHolder): { acc: number; ver: number } {
  return { acc: holder.accountId, ver: holder.tokenVersion };
}

export function readLinkHolder(payload: JWTPayload): LinkHolder | null {
  const { acc, ver } = payload;
  return Number.isSafeInteger(acc) && Number.isSafeInteger(ver)
    ? { accountId: acc as number, tokenVersion: ver as number }
    : null;
}

export async function isLinkHolderActive(db: Db, holder: LinkHolder): Promise<boolean> {
  const [account] = await db
    .select({ enabled: accounts.enabled, tokenVersion: accounts.tokenVersion })
    .from(accounts)
    .where(eq(accounts.id, holder.accountId))
    .limit(1);
  return account !== undefined && account.enabled && account.tokenVersion === holder.tokenVersion;
}
