import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, applicationCompanies, restaurants } from '../../db/schema';
import type { ApplicationEndpoint } from '../../platforms/outbound/platform-client';
import { signingSecrets } from '../applications/webhook-signature';

/**
 * Where a GET RESTO call of a restaurant goes: the deployment-wide GET_RESTO_API_URL when the store has no
 * application (the demo simulator's, or a single integrator's), its application's webhook URL when it has one, or
 * nowhere when that application can no longer hear it (disabled, unlinked from the company, no URL or secret): its
 * calls never go to another integrator instead (docs/security.md#tenants).
 */
export type GetRestoDestination =
  { kind: 'deployment' } | { kind: 'application'; endpoint: ApplicationEndpoint } | { kind: 'refused'; reason: string };

/** Read when the call is sent, so a rotated secret or a new address applies to the retries of older calls. */
export async function findGetRestoDestination(
  db: Db,
  restaurantId: number | null,
  now: Date,
): Promise<GetRestoDestination> {
  if (restaurantId === null) return { kind: 'deployment' };
  const [row] = await db
    .select({
      applicationId: restaurants.applicationId,
      application: {
        type: accounts.type,
        enabled: accounts.enabled,
        webhookUrl: accounts.webhookUrl,
        webhookSecret: accounts.webhookSecret,
        previousWebhookSecret: accounts.previousWebhookSecret,
        previousWebhookSecretUntil: accounts.previousWebhookSecretUntil,
      },
      linkedTo: applicationCompanies.companyId,
    })
    .from(restaurants)
    .leftJoin(accounts, eq(accounts.id, restaurants.applicationId))
    .leftJoin(
      applicationCompanies,
      and(
        eq(applicationCompanies.accountId, restaurants.applicationId),
        eq(applicationCompanies.companyId, restaurants.companyId),
      ),
    )
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  if (!row || row.applicationId === null) return { kind: 'deployment' };
  const { application } = row;
  if (!application || application.type !== 'Application' || !application.enabled)
    return { kind: 'refused', reason: "The store's application is disabled" };
  if (row.linkedTo === null)
    return { kind: 'refused', reason: "The store's application is no longer linked to its company" };
  const baseUrl = application.webhookUrl?.trim().replace(/\/+$/, '') ?? '';
  if (!baseUrl) return { kind: 'refused', reason: "The store's application has no webhook URL" };
  const secrets = signingSecrets(application, now);
  if (!secrets) return { kind: 'refused', reason: "The store's application has no webhook secret" };
  return { kind: 'application', endpoint: { baseUrl, secrets } };
}
