import { eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { accounts, companies } from '../../db/schema';
import { AppError } from '../../errors';
import { checkRateLimit, recordHit, type RateLimitRule } from '../../lib/rate-limit';

// Public (sign-up form): limited per address so that it cannot be used to list customers' emails.
export const COMPANY_CHECK_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };

export type CompanyCheckInput = { email?: string | null; siren?: string | null; siret?: string | null };

export type CompanyCheck = { email: boolean; siren: boolean; siret: boolean };

export async function checkCompanyExists(context: GraphQLContext, input: CompanyCheckInput): Promise<CompanyCheck> {
  const { db } = context;
  const key = `company-check:${context.clientAddress}`;
  const status = await checkRateLimit(db, [key]);
  if (!status.allowed) {
    throw new AppError('TOO_MANY_ATTEMPTS', { details: { retryAfterSeconds: status.retryAfterSeconds } });
  }
  await recordHit(db, key, COMPANY_CHECK_LIMIT);

  const email = input.email?.trim().toLowerCase();
  const siren = input.siren?.trim();
  const siret = input.siret?.trim();
  return {
    email: email ? await exists(db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1)) : false,
    siren: siren ? await exists(db.select({ id: companies.id }).from(companies).where(eq(companies.siren, siren)).limit(1)) : false,
    siret: siret ? await exists(db.select({ id: companies.id }).from(companies).where(eq(companies.siret, siret)).limit(1)) : false,
  };
}

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}
