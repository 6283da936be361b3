import { APPLICATION_WEBHOOK_VERSION } from '@comptoir/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, applicationWebhookAttempts, applicationWebhooks, type ApplicationWebhookRow } from '../../db/schema';
import { isDueBy } from '../../lib/instants';
import { IntegratorRequestError, requestIntegrator } from '../../lib/integrator-http';
import { startPollingWorker, type PollingWorker } from '../../lib/polling-worker';
import { signatureHeaders, signingSecrets } from './webhook-signature';

export type ApplicationWebhookWorkerOptions = {
  db: Db;
  allowPrivateNetworks: boolean;
  batchSize?: number;
  /** First retry delay; each further one doubles, up to an hour, less a random part (jitter). */
  baseDelayMs?: number;
  timeoutMs?: number;
  now?: () => Date;
  random?: () => number;
};

const DEFAULT_BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 60 * 60_000;
// Longer than a batch can take: ten deliveries to one slow receiver, 10 s each.
const CLAIM_MS = 5 * 60_000;
const EXCERPT_BYTES = 1024;

// A delivery waits while an earlier delivery with its ordering key is still pending for the same application, so the
// events of one order arrive in the order they happened (docs/webhooks.md#delivery).
const NO_EARLIER_PENDING = sql`(${applicationWebhooks.orderingKey} is null or not exists (
  select 1 from application_webhooks earlier
  where earlier.application_id = ${applicationWebhooks.applicationId}
    and earlier.ordering_key = ${applicationWebhooks.orderingKey}
    and earlier.status = 'pending'
    and earlier.id < ${applicationWebhooks.id}))`;

type Application = { url: string | null; active: boolean; secrets: ReturnType<typeof signingSecrets> };

async function loadApplications(db: Db, ids: number[], now: Date): Promise<Map<number, Application>> {
  const rows = await db
    .select({
      id: accounts.id,
      enabled: accounts.enabled,
      webhookEnabled: accounts.webhookEnabled,
      webhookUrl: accounts.webhookUrl,
      webhookSecret: accounts.webhookSecret,
      previousWebhookSecret: accounts.previousWebhookSecret,
      previousWebhookSecretUntil: accounts.previousWebhookSecretUntil,
    })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { url: row.webhookUrl || null, active: row.enabled && row.webhookEnabled, secrets: signingSecrets(row, now) },
    ]),
  );
}

function retryDelay(attempts: number, baseDelay: number, random: () => number, retryAfter: number | null): number {
  const exponential = Math.min(MAX_DELAY_MS, baseDelay * 2 ** (attempts - 1));
  // Half fixed, half random: receivers coming back from an outage are not hit by every delivery at the same instant.
  const delay = exponential / 2 + random() * (exponential / 2);
  return retryAfter === null ? delay : Math.min(MAX_DELAY_MS, Math.max(delay, retryAfter));
}

function retryAfterMs(headers: Headers): number | null {
  const seconds = Number(headers.get('retry-after') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

type Outcome = {
  statusCode: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
  retryAfter: number | null;
};

async function post(
  row: ApplicationWebhookRow,
  application: Application,
  options: ApplicationWebhookWorkerOptions,
  headers: Record<string, string>,
): Promise<Outcome> {
  try {
    const response = await requestIntegrator({
      method: 'POST',
      url: application.url ?? '',
      headers,
      body: row.body,
      allowPrivateNetworks: options.allowPrivateNetworks,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxResponseBytes: EXCERPT_BYTES,
    });
    const ok = response.status >= 200 && response.status < 300;
    return {
      statusCode: response.status,
      durationMs: response.durationMs,
      excerpt: response.text,
      error: ok ? null : `Answered ${response.status}`,
      retryAfter: retryAfterMs(response.headers),
    };
  } catch (error) {
    const durationMs = error instanceof IntegratorRequestError ? error.durationMs : 0;
    return {
      statusCode: null,
      durationMs,
      excerpt: null,
      error: error instanceof Error ? error.message : String(error),
      retryAfter: null,
    };
  }
}

async function deliver(
  db: Db,
  row: ApplicationWebhookRow,
  application: Application | undefined,
  options: ApplicationWebhookWorkerOptions,
  now: Date,
): Promise<void> {
  if (!application?.active || !application.url || !application.secrets) {
    await db
      .update(applicationWebhooks)
      .set({ status: 'failed', lastError: 'Webhooks are turned off for this application, or it has no address' })
      .where(eq(applicationWebhooks.id, row.id));
    return;
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': `Comptoir-Webhooks/${APPLICATION_WEBHOOK_VERSION}`,
    'x-comptoir-event': row.event,
    'x-comptoir-delivery': row.deliveryId,
    'x-comptoir-attempt': String(row.attempts),
    ...signatureHeaders(row.body, application.secrets),
  };
  const outcome = await post(row, application, options, headers);
  const delivered = outcome.error === null;
  const givenUp = !delivered && now >= row.giveUpAt;
  const retryIn = retryDelay(
    row.attempts,
    options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS,
    options.random ?? Math.random,
    outcome.retryAfter,
  );
  await db.transaction(async (tx) => {
    await tx.insert(applicationWebhookAttempts).values({
      webhookId: row.id,
      url: application.url ?? '',
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      responseExcerpt: outcome.excerpt,
      error: outcome.error,
      requestHeaders: headers,
      attemptedAt: now,
    });
    await tx
      .update(applicationWebhooks)
      .set({
        status: delivered ? 'delivered' : givenUp ? 'failed' : 'pending',
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        ...(delivered ? { deliveredAt: new Date() } : {}),
        ...(!delivered && !givenUp ? { nextAttemptAt: new Date(now.getTime() + retryIn) } : {}),
      })
      .where(eq(applicationWebhooks.id, row.id));
  });
}

/** Posts the deliveries that are due; returns how many were claimed. */
export async function sendDueApplicationWebhooks(options: ApplicationWebhookWorkerOptions): Promise<number> {
  const { db } = options;
  const now = options.now?.() ?? new Date();
  // Claiming pushes next_attempt_at ahead, so another process (or this one after a crash) retries only later.
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: applicationWebhooks.id })
      .from(applicationWebhooks)
      .where(
        and(
          eq(applicationWebhooks.status, 'pending'),
          isDueBy(applicationWebhooks.nextAttemptAt, options.now),
          NO_EARLIER_PENDING,
        ),
      )
      .orderBy(asc(applicationWebhooks.nextAttemptAt), asc(applicationWebhooks.id))
      .limit(options.batchSize ?? 10)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(applicationWebhooks)
      .set({ attempts: sql`${applicationWebhooks.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          applicationWebhooks.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  if (claimed.length === 0) return 0;
  const applications = await loadApplications(db, [...new Set(claimed.map((row) => row.applicationId))], now);
  // One application's slow receiver does not hold up the others; each one's deliveries go out one after another.
  const byApplication = new Map<number, ApplicationWebhookRow[]>();
  for (const row of claimed.sort((a, b) => a.id - b.id))
    byApplication.set(row.applicationId, [...(byApplication.get(row.applicationId) ?? []), row]);
  await Promise.all(
    [...byApplication].map(async ([applicationId, rows]) => {
      for (const row of rows) await deliver(db, row, applications.get(applicationId), options, now);
    }),
  );
  return claimed.length;
}

export function startApplicationWebhookWorker(
  options: ApplicationWebhookWorkerOptions & { intervalMs?: number },
): PollingWorker {
  return startPollingWorker(
    () => sendDueApplicationWebhooks(options),
    options.intervalMs ?? 500,
    'application webhook',
  );
}
