import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, applicationCompanies, platforms, restaurants } from '../../db/schema';

export const GET_RESTO_APPLICATION_HEADER = 'x-getresto-application';

export type GetRestoApplication = { id: number; secret: string };

/**
 * GET RESTO pushes are signed with the pushing application's own secret (its `webhookSecret`), named by its uuid in
 * `X-GetResto-Application`. Without the header the deployment-wide GET_RESTO_WEBHOOK_SECRET applies (one integrator,
 * and the demo simulator). `undefined` = no header; `null` = the header names no enabled application with a secret.
 */
export async function findGetRestoApplication(db: Db, headers: Headers): Promise<GetRestoApplication | null | undefined> {
  const uuid = headers.get(GET_RESTO_APPLICATION_HEADER)?.trim();
  if (!uuid) return undefined;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
  const [application] = await db
    .select({ id: accounts.id, secret: accounts.webhookSecret })
    .from(accounts)
    .where(and(eq(accounts.uuid, uuid), eq(accounts.type, 'Application'), eq(accounts.enabled, true)))
    .limit(1);
  return application?.secret ? { id: application.id, secret: application.secret } : null;
}

/** An application may only push orders to GET RESTO stores of the companies it is linked to. */
export async function isStoreOfApplication(db: Db, applicationId: number, storeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(applicationCompanies, eq(applicationCompanies.companyId, restaurants.companyId))
    .where(and(eq(platforms.code, 'PLATFORM_GET_RESTO'), eq(restaurants.platformStoreId, storeId), eq(applicationCompanies.accountId, applicationId)))
    .limit(1);
  return rows.length > 0;
}
