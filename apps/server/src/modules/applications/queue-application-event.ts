import {
  APPLICATION_WEBHOOK_RETRY_HOURS,
  APPLICATION_WEBHOOK_VERSION,
  type ApplicationWebhookEvent,
} from '@comptoir/domain';
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
export function renderWebhookBody(
  event: ApplicationWebhookEvent,
  company: { id: number; name: string } | null,
  data: Record<string, unknown>,
  at: Date,
): string {
  return JSON.stringify({ version: APPLICATION_WEBHOOK_VERSION, event, createdAt: at.toISOString(), company, ...data });
}

/**
 * Writes one delivery per listening application and event on `tx`, the transaction of the change the events report,
 * so the change and its webhooks commit together (docs/architecture.md#outbox); the application-webhook worker sends
 * them. Only applications linked to the events' company hear of them, read once for all the events. Returns how many
 * deliveries were written.
 */
export async function queueApplicationEvents(
  tx: Db,
  companyId: number,
  events: readonly Omit<ApplicationEvent, 'companyId'>[],
): Promise<number> {
  if (events.length === 0) return 0;
  const listening = await listeningApplications(tx, companyId);
  const [first] = listening;
  if (!first) return 0;
  const now = new Date();
  const giveUpAt = new Date(now.getTime() + APPLICATION_WEBHOOK_RETRY_HOURS * 3_600_000);
  const company = { id: companyId, name: first.companyName };
  const rows = [];
  for (const event of events) {
    const body = renderWebhookBody(event.event, company, await event.data(tx), now);
    for (const application of listening) {
      rows.push({
        applicationId: application.id,
        companyId,
        event: event.event,
        orderingKey: event.orderingKey,
        body,
        nextAttemptAt: now,
        giveUpAt,
      });
    }
  }
  await tx.insert(applicationWebhooks).values(rows);
  return rows.length;
}

/** One event: see queueApplicationEvents. */
export function queueApplicationEvent(tx: Db, { companyId, ...event }: ApplicationEvent): Promise<number> {
  return queueApplicationEvents(tx, companyId, [event]);
}
