import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, serviceInquiries } from '../../../db/schema';

// What the authorisation matrix answers: one open request per call, asking for the order manager the demo companies
// already have, so that an accepted one changes nothing else the matrix checks.
export type MatrixInquiries = { takeOpen(): number };

const PER_COMPANY = 24;

export async function createMatrixInquiries(db: Db, companyId: number): Promise<MatrixInquiries> {
  const [company] = await db
    .select({ accountId: companies.accountId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`No company ${companyId}`);
  const rows = await db
    .insert(serviceInquiries)
    .values(
      Array.from({ length: PER_COMPANY }, () => ({
        accountId: company.accountId,
        companyId,
        services: ['ORDER_MANAGER'],
        comment: 'matrix',
      })),
    )
    .returning({ id: serviceInquiries.id });
  const open = rows.map((row) => row.id);
  return {
    takeOpen() {
      const id = open.shift();
      if (id === undefined) throw new Error('No open matrix inquiry left');
      return id;
    },
  };
}
