import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, devices, tabletEnrolments } from '../../../db/schema';
import { hashSecret, newEnrolmentCode } from '../enrolment-secrets';

// What the authorisation matrix acts on: one enrolment code per call that may sign a tablet in, and one enrolled
// device per revocation.
export type MatrixTablets = { takeCode(): string; takeRevocable(): number };

const PER_COMPANY = 12;

export async function createMatrixTablets(db: Db, companyId: number): Promise<MatrixTablets> {
  const [company] = await db
    .select({ accountId: companies.accountId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`No company ${companyId}`);
  const codes = Array.from({ length: PER_COMPANY }, () => newEnrolmentCode());
  await db.insert(tabletEnrolments).values(
    codes.map((code) => ({
      companyId,
      deviceName: 'Matrix tablet',
      codeHash: hashSecret(code),
      linkTokenHash: hashSecret(`link-${code}`),
      expiresAt: sql`now() + interval '1 hour'`,
    })),
  );
  const rows = await db
    .insert(devices)
    .values(
      Array.from({ length: PER_COMPANY }, (_, index) => ({
        accountId: company.accountId,
        name: `Matrix tablet ${index}`,
      })),
    )
    .returning({ id: devices.id });
  const revocable = rows.map((row) => row.id);
  return {
    takeCode: () => {
      const next = codes.shift();
      if (!next) throw new Error('No matrix tablet code left');
      return next;
    },
    takeRevocable: () => {
      const next = revocable.shift();
      if (!next) throw new Error('No revocable matrix tablet left');
      return next;
    },
  };
}
