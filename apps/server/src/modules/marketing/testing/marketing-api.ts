import { eq, sql } from 'drizzle-orm';
import { accounts, companies, restaurants } from '../../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../../db/seed';
import type { TestApi } from '../../../testing/test-api';

export type MarketingTokens = Record<keyof typeof DEMO_ACCOUNTS, string>;

/**
 * Signs in every demo account, after giving Corner Pizza the marketing subscription: with it, Corner Pizza is the
 * company that may read marketing and must see only its own. Demo Burger Co keeps its premium roles without it.
 */
export async function prepareMarketingViewers(
  api: TestApi,
): Promise<{ tokens: MarketingTokens; companyIds: Record<'burger' | 'pizza', number> }> {
  await api.database.db
    .update(accounts)
    .set({ roles: sql`array_append(${accounts.roles}, 'ROLE_COMPANY_SUBSCRIBE_MARKETING')` })
    .where(eq(accounts.email, DEMO_ACCOUNTS.basic.email));
  const tokens = {} as MarketingTokens;
  for (const key of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
  }
  const rows = await api.database.db.select({ id: companies.id, name: companies.name }).from(companies);
  const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;
  return { tokens, companyIds: { burger: idOf(DEMO_COMPANY_NAMES.burger), pizza: idOf(DEMO_COMPANY_NAMES.pizza) } };
}

export async function restaurantUuidsOf(api: TestApi, companyId: number): Promise<string[]> {
  const rows = await api.database.db
    .select({ uuid: restaurants.uuid })
    .from(restaurants)
    .where(eq(restaurants.companyId, companyId));
  return rows.map((row) => row.uuid);
}
