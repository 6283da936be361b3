import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { accountManagerCompanies, accounts, companies, type RestaurantRow } from '../../db/schema';
import { queueEmail } from '../mail';

// docs/platforms.md#connecting: e-mails written on the transaction of the change they tell (the mail outbox).

type Recipient = { email: string; lang: string | null };

/**
 * Who reviews a company's restaurants: its enabled account managers; a company with none is reviewed by the
 * administrators, so a request never waits unseen.
 */
async function reviewers(tx: Db, companyId: number): Promise<Recipient[]> {
  const managers = await tx
    .select({ email: accounts.email, lang: accounts.lang })
    .from(accountManagerCompanies)
    .innerJoin(accounts, eq(accounts.id, accountManagerCompanies.accountId))
    .where(and(eq(accountManagerCompanies.companyId, companyId), eq(accounts.enabled, true)));
  if (managers.length > 0) return managers;
  return tx
    .select({ email: accounts.email, lang: accounts.lang })
    .from(accounts)
    .where(and(arrayContains(accounts.roles, ['ROLE_ADMINISTRATOR']), eq(accounts.enabled, true)));
}

export async function emailReviewers(
  tx: Db,
  config: AppConfig,
  restaurant: RestaurantRow,
  platform: PlatformCode,
): Promise<void> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, restaurant.companyId));
  for (const reviewer of await reviewers(tx, restaurant.companyId)) {
    await queueEmail(tx, config, {
      template: 'restaurant-pending',
      to: reviewer.email,
      lang: reviewer.lang,
      params: {
        company: company?.name ?? '',
        restaurant: restaurant.title,
        platform: PLATFORMS[platform].label,
        storeId: restaurant.platformStoreId,
      },
    });
  }
}

/** The review's decision reaches the company's sign-in address, in its language. */
export async function emailCompanyDecision(
  tx: Db,
  config: AppConfig,
  restaurant: RestaurantRow,
  platform: PlatformCode,
): Promise<void> {
  const [company] = await tx
    .select({ email: accounts.email, lang: accounts.lang })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.id, restaurant.companyId));
  if (!company) return;
  const params = { restaurant: restaurant.title, platform: PLATFORMS[platform].label };
  await queueEmail(
    tx,
    config,
    restaurant.integrationStatus === 'rejected'
      ? {
          template: 'restaurant-rejected',
          to: company.email,
          lang: company.lang,
          params: { ...params, reason: restaurant.rejectionReason ?? '' },
        }
      : { template: 'restaurant-approved', to: company.email, lang: company.lang, params },
  );
}
