import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, applicationCompanies, platforms, restaurants } from '../../db/schema';
import { signingSecrets, type SigningSecrets } from '../applications';

export const GET_RESTO_APPLICATION_HEADER = 'x-getresto-application';

export type GetRestoApplication = { id: number; secrets: SigningSecrets };

/**
 * GET RESTO pushes are signed with the pushing application's own secret (its `webhookSecret`, or during a rotation's
 * overlap the one it replaced), named by its uuid in `X-GetResto-Application`. Without the header the deployment-wide
 * GET_RESTO_WEBHOOK_SECRET applies (one integrator, and the demo simulator). `undefined` = no header; `null` = the
 * header names no enabled application with a secret.
 */
export async function findGetRestoApplication(
  db: Db,
  headers: Headers,
  now = new Date(),
): Promise<GetRestoApplication | null | undefined> {
  const uuid = headers.get(GET_RESTO_APPLICATION_HEADER)?.trim();
  if (!uuid) return undefined;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
  const [application] = await db
    .select({
      id: accounts.id,
      webhookSecret: accounts.webhookSecret,
      previousWebhookSecret: accounts.previousWebhookSecret,
      previousWebhookSecretUntil: accounts.previousWebhookSecretUntil,
    })
    .from(accounts)
    .where(and(eq(accounts.uuid, uuid), eq(accounts.type, 'Application'), eq(accounts.enabled, true)))
    .limit(1);
  const secrets = application ? signingSecrets(application, now) : null;
  return application && secrets ? { id: application.id, secrets } : null;
}

/** The secrets a push from this sender may be signed with, in the order they are tried. */
export function pushSecrets(application: GetRestoApplication | null | undefined, deploymentSecret: string): string[] {
  if (application === undefined) return [deploymentSecret];
  if (application === null) return [];
  return application.secrets.previous
    ? [application.secrets.current, application.secrets.previous]
    : [application.secrets.current];
}

/** An application may only push orders to GET RESTO stores of the companies it is linked to. */
export async function isStoreOfApplication(db: Db, applicationId: number, storeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(applicationCompanies, eq(applicationCompanies.companyId, restaurants.companyId))
    .where(
      and(
        eq(platforms.code, 'PLATFORM_GET_RESTO'),
        eq(restaurants.platformStoreId, storeId),
        eq(applicationCompanies.accountId, applicationId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The application that pushes a store's orders is the store's application: Comptoir's callbacks for that store go to
 * it from then on (README.md "Callbacks to the application"). Another linked application pushing later takes it over.
 * Only the GET RESTO stores of the companies linked to the application are touched.
 */
export async function claimGetRestoStore(tx: Db, applicationId: number, storeId: string): Promise<void> {
  await tx
    .update(restaurants)
    .set({ applicationId })
    .where(
      and(
        eq(restaurants.platformStoreId, storeId),
        inArray(
          restaurants.platformId,
          tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.code, 'PLATFORM_GET_RESTO')),
        ),
        inArray(
          restaurants.companyId,
          tx
            .select({ id: applicationCompanies.companyId })
            .from(applicationCompanies)
            .where(eq(applicationCompanies.accountId, applicationId)),
        ),
        or(isNull(restaurants.applicationId), ne(restaurants.applicationId, applicationId)),
      ),
    );
}
