import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { SignedInContext } from '../../context/types';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import { uberAuthorizeUrl } from '../../platforms/uber-eats/oauth';
import { assertCompanyInScope } from '../tenancy';
import { signConnectionState } from './connection-state';

export const UBER_EATS_CALLBACK_PATH = '/integrations/uber-eats/callback';

/** Where Uber sends the owner's browser back: the same address on the authorize request and the code exchange. */
export function uberEatsRedirectUri(config: Pick<AppConfig, 'publicUrl'>): string {
  return `${config.publicUrl}${UBER_EATS_CALLBACK_PATH}`;
}

/**
 * Uber's authorize address for "Connect with Uber" on this company (docs/platforms.md#connecting-uber-eats): its own
 * users, its account managers and administrators; another company's answers NOT_FOUND like a missing one, and an
 * application is refused (it does not connect restaurants).
 */
export async function startUberEatsConnection(
  context: SignedInContext,
  companyId: number,
): Promise<{ authorizeUrl: string }> {
  const { viewer, config } = context;
  if (viewer.type === 'Application') throw new AppError('FORBIDDEN');
  assertCompanyInScope(viewer, companyId);
  const [company] = await context.db
    .select({ accountId: companies.accountId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError('NOT_FOUND');
  const state = await signConnectionState(config.jwtSecret, {
    companyId,
    accountId: viewer.account.id,
    wizard: company.accountId === viewer.account.id ? 'company' : 'managed',
  });
  return {
    authorizeUrl: uberAuthorizeUrl(
      config.uberEatsAuthorizeUrl,
      config.platforms.PLATFORM_UBER_EAT,
      uberEatsRedirectUri(config),
      state,
    ),
  };
}
