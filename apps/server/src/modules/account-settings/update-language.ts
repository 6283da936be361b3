import type { Lang } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { accounts } from '../../db/schema';
import { loadAccountNode, type AccountNode } from '../accounts';

/**
 * updateLanguage: the language the signed-in account reads Comptoir in, stored so that every device it signs in on
 * starts in it (docs/product.md#languages). While switched it is the administrator's own: the account acted as keeps
 * its language, which is also its tickets' and invoices' (docs/product.md#documents).
 */
export async function updateLanguage(context: SignedInContext, lang: Lang): Promise<AccountNode> {
  const { actor } = context.viewer;
  if (actor.lang === lang) return loadAccountNode(context.db, actor);
  const [updated] = await context.db.update(accounts).set({ lang }).where(eq(accounts.id, actor.id)).returning();
  await announceAccountChange(context, [actor.id]);
  return loadAccountNode(context.db, updated ?? actor);
}
