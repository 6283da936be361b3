import { eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { accounts, companies } from '../../db/schema';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';

// Public (sign-up form): limited per address so that it cannot be used to list customers' emails.
export const COMPANY_CHECK_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };

export type CompanyCheckInput = { email?: string | null; siren?: string | null; siret?: string | null };

export type CompanyCheck = { email: boolean; siren: boolean; siret: boolean };

export async function checkCompanyExists(context: GraphQLContext, input: CompanyCheckInput): Promise<CompanyCheck> {
  const { db, rateLimits } = context;
  // Counted before answering, so that a burst gets no more answers than the limit.
  const attempt = await rateLimits.hit(`company-check:${context.clientAddress}`, COMPANY_CHECK_LIMIT);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);

  const email = input.email?.trim().toLowerCase();
  const siren = input.siren?.trim();
  const siret = input.siret?.trim();
  return {
    email: email
      ? await exists(db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1))
      : false,
    siren: siren
      ? await exists(db.select({ id: companies.id }).from(companies).where(eq(companies.siren, siren)).limit(1))
      : false,
    siret: siret
      ? await exists(db.select({ id: companies.id }).from(companies).where(eq(companies.siret, siret)).limit(1))
      : false,
  };
}

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}
