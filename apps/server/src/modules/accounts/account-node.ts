import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, type AccountRow, type CompanyRow } from '../../db/schema';

/** Parent value of every `Account` implementation; a Company also carries its `companies` row. */
export type AccountNode = { account: AccountRow; company?: CompanyRow };

export type CompanyNode = { account: AccountRow; company: CompanyRow };

export async function loadAccountNode(db: Db, account: AccountRow): Promise<AccountNode> {
  if (account.type !== 'Company') return { account };
  const [company] = await db.select().from(companies).where(eq(companies.accountId, account.id)).limit(1);
  if (!company) throw new Error(`Company account ${account.uuid} has no company profile`);
  return { account, company };
}
