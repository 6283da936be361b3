import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, applicationCompanies, restaurants } from '../../db/schema';
import { callReason, type ExplainedReason } from '../../platforms/outbound/call-reason';
import type { ApplicationEndpoint } from '../../platforms/outbound/platform-client';
import { signingSecrets } from '../applications';

/**
 * Where a GET RESTO call of a restaurant goes: the deployment-wide GET_RESTO_API_URL when the store has no
 * application (the demo simulator's, or a single integrator's), its application's webhook URL when it has one, or
 * nowhere when that application can no longer hear it (disabled, unlinked from the company, no URL or secret): its
 * calls never go to another integrator instead (docs/security.md#tenants).
 */
export type GetRestoDestination =
  | { kind: 'deployment' }
  | { kind: 'application'; endpoint: ApplicationEndpoint }
  | { kind: 'refused'; reason: ExplainedReason };

const refused = (code: string, message: string): GetRestoDestination => ({
  kind: 'refused',
  reason: callReason(code, message),
});

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
    return refused('APPLICATION_DISABLED', "The store's application is disabled");
  if (row.linkedTo === null)
    return refused('APPLICATION_UNLINKED', "The store's application is no longer linked to its company");
  const baseUrl = application.webhookUrl?.trim().replace(/\/+$/, '') ?? '';
  if (!baseUrl) return refused('APPLICATION_NO_WEBHOOK_URL', "The store's application has no webhook URL");
  const secrets = signingSecrets(application, now);
  if (!secrets) return refused('APPLICATION_NO_WEBHOOK_SECRET', "The store's application has no webhook secret");
  return { kind: 'application', endpoint: { baseUrl, secrets } };
}
