import { APPLICATION_WEBHOOK_RETRY_HOURS, APPLICATION_WEBHOOK_VERSION, type ApplicationWebhookEvent } from '@comptoir/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, applicationCompanies, applicationWebhooks, companies } from '../../db/schema';

export type ApplicationEvent = {
  companyId: number;
  event: ApplicationWebhookEvent;
  /** Events with one key (`order:42`) reach each application in the order they were written. */
  orderingKey: string | null;
  /** What the event carries beside its envelope; only built when an application listens. */
  data: (tx: Db) => Promise<Record<string, unknown>>;
};

/** The applications linked to a company whose webhooks are on and have an address, with the company's name. */
async function listeningApplications(tx: Db, companyId: number): Promise<{ id: number; companyName: string }[]> {
  return tx
    .select({ id: accounts.id, companyName: companies.name })
    .from(applicationCompanies)
    .innerJoin(accounts, eq(accounts.id, applicationCompanies.accountId))
    .innerJoin(companies, eq(companies.id, applicationCompanies.companyId))
    .where(
      and(
        eq(applicationCompanies.companyId, companyId),
        eq(accounts.type, 'Application'),
        eq(accounts.enabled, true),
        eq(accounts.webhookEnabled, true),
        isNotNull(accounts.webhookUrl),
        ne(accounts.webhookUrl, ''),
      ),
    );
}

/** The JSON every delivery posts: a versioned envelope around the event's own data (docs/webhooks.md#payloads). */
export function renderWebhookBody(event: ApplicationWebhookEvent, company: { id: number; name: string } | null, data: Record<string, unknown>, at: Date): string {
  return JSON.stringify({ version: APPLICATION_WEBHOOK_VERSION, event, createdAt: at.toISOString(), company, ...data });
}

/**
 * Writes one delivery per listening application on `tx`, the transaction of the change the event reports, so the
 * change and its webhooks commit together (docs/architecture.md#outbox); the application-webhook worker sends them.
 * Only applications linked to the event's company hear of it. Returns how many deliveries were written.
 */
export async function queueApplicationEvent(tx: Db, input: ApplicationEvent): Promise<number> {
  const listening = await listeningApplications(tx, input.companyId);
  const [first] = listening;
  if (!first) return 0;
  const now = new Date();
  const body = renderWebhookBody(input.event, { id: input.companyId, name: first.companyName }, await input.data(tx), now);
  const giveUpAt = new Date(now.getTime() + APPLICATION_WEBHOOK_RETRY_HOURS * 3_600_000);
  await tx.insert(applicationWebhooks).values(
    listening.map((application) => ({
      applicationId: application.id,
      companyId: input.companyId,
      event: input.event,
      orderingKey: input.orderingKey,
      body,
      nextAttemptAt: now,
      giveUpAt,
    })),
  );
  return listening.length;
}
