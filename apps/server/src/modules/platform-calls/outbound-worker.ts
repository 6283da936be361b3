import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls, type CallReason, type PlatformCallStatus } from '../../db/schema';
import type { OutboundCall } from '../../platforms/adapter';
import { callReason, reasonColumns, type ExplainedReason } from '../../platforms/outbound/call-reason';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { adapterFor } from '../../platforms/registry';
import { findGetRestoDestination, type GetRestoDestination } from './get-resto-destination';
import { AuthorizationExpiredError, type GrantTokens } from '../../platforms/uber-eats/grants';
import { isDueBy } from '../../lib/instants';
import { startPollingWorker, type PollingWorker } from '../../lib/polling-worker';

export type OutboundWorkerOptions = {
  db: Db;
  client: PlatformClient;
  batchSize?: number;
  maxAttempts?: number;
  /** First retry delay; each further one doubles. */
  baseDelayMs?: number;
  now?: () => Date;
  /** Restaurant owners' tokens, for the calls made with their grant (Uber Eats `pos_data`). */
  grantTokens?: GrantTokens;
};

type PlatformCallRow = typeof platformCalls.$inferSelect;

const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 10 * 60_000;
const CLAIM_MS = 60_000;

function isRetryable(status: number, row: PlatformCallRow): boolean {
  if (status === 404) return adapterFor(row.platform)?.retriesNotFound?.(row) ?? false;
  // An owner's token refused before its time is refreshed for the next attempt.
  if (status === 401 && row.authorizationId !== null) return true;
  return status === 429 || status >= 500;
}

/**
 * A GET RESTO call goes to its store's application when it has one (get-resto-destination.ts); others as configured.
 */
async function destinationOf(db: Db, row: PlatformCallRow, now: Date): Promise<GetRestoDestination> {
  return row.platform === 'PLATFORM_GET_RESTO'
    ? findGetRestoDestination(db, row.restaurantId, now)
    : { kind: 'deployment' };
}

// Retry-After is either seconds or an HTTP date.
function retryAfterMs(headers: Headers, now: Date): number | null {
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

/** A call with no destination: its store's application can no longer hear it. */
class RefusedCall extends Error {
  readonly reason: ExplainedReason;

  constructor(reason: ExplainedReason) {
    super(reason.message);
    this.reason = reason;
  }
}

/** The owner's token a call made with their grant goes with; undefined for Comptoir's own calls. */
async function ownerTokenOf(row: PlatformCallRow, grantTokens: GrantTokens | undefined): Promise<string | undefined> {
  if (row.authorizationId === null) return undefined;
  const expired = callReason(
    'UBER_AUTHORIZATION_EXPIRED',
    'The owner’s Uber Eats authorisation has expired or was withdrawn: connect with Uber again',
  );
  if (!grantTokens) throw new RefusedCall(expired);
  try {
    return await grantTokens.accessToken(row.authorizationId);
  } catch (error) {
    if (error instanceof AuthorizationExpiredError) throw new RefusedCall(expired);
    throw error;
  }
}

async function isStillPending(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ status: platformCalls.status }).from(platformCalls).where(eq(platformCalls.id, id));
  return row?.status === 'pending';
}

/** Sends the calls that are due (oldest first); returns how many were claimed. */
export async function sendDuePlatformCalls(options: OutboundWorkerOptions): Promise<number> {
  const { db, client } = options;
  const now = options.now?.() ?? new Date();
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const baseDelay = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  // Claiming pushes next_attempt_at ahead, so another process (or this one after a crash) retries only later.
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: platformCalls.id })
      .from(platformCalls)
      .where(and(eq(platformCalls.status, 'pending'), isDueBy(platformCalls.nextAttemptAt, options.now)))
      .orderBy(asc(platformCalls.nextAttemptAt), asc(platformCalls.id))
      .limit(options.batchSize ?? 10)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(platformCalls)
      .set({ attempts: sql`${platformCalls.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          platformCalls.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  for (const row of claimed) {
    // Superseded while it waited in this batch: the newer call is the one to send.
    if (!(await isStillPending(db, row.id))) continue;
    const call: OutboundCall = {
      method: row.method as OutboundCall['method'],
      path: row.path,
      ...(row.requestBody === null ? {} : { body: row.requestBody }),
      // One key per recorded call, the same on every retry, so a platform can drop a repeat it already applied.
      headers: { ...row.requestHeaders, 'idempotency-key': `comptoir-call-${row.id}` },
    };
    let status: PlatformCallStatus = 'failed';
    let retryIn: number | null = null;
    const result: {
      responseStatus: number | null;
      responseBody: string | null;
      lastError: string | null;
      lastErrorReason: CallReason | null;
    } = { responseStatus: null, responseBody: null, lastError: null, lastErrorReason: null };
    const fail = (reason: ExplainedReason) => Object.assign(result, reasonColumns(reason));
    const backoff = Math.min(MAX_DELAY_MS, baseDelay * 2 ** (row.attempts - 1));
    try {
      const destination = await destinationOf(db, row, now);
      if (destination.kind === 'refused') throw new RefusedCall(destination.reason);
      const response = await client.request(
        row.platform,
        call,
        destination.kind === 'application' ? destination.endpoint : undefined,
        await ownerTokenOf(row, options.grantTokens),
      );
      if (response.status === 401 && row.authorizationId !== null)
        await options.grantTokens?.expire(row.authorizationId);
      result.responseStatus = response.status;
      result.responseBody = response.text.slice(0, 10_000);
      if (response.status < 300) {
        status = 'sent';
      } else if (isRetryable(response.status, row)) {
        fail(callReason('PLATFORM_ANSWERED', `The platform answered ${response.status}`, { status: response.status }));
        retryIn = retryAfterMs(response.headers, now) ?? backoff;
      } else {
        fail(
          callReason('PLATFORM_REFUSED', `The platform refused the call (${response.status})`, {
            status: response.status,
          }),
        );
      }
    } catch (error) {
      if (error instanceof RefusedCall) fail(error.reason);
      // The network's own words stay in last_error for whoever reads the logs; the screens say it is unreachable.
      else fail(callReason('PLATFORM_UNREACHABLE', error instanceof Error ? error.message : String(error)));
      // Nowhere to send it: failed at once, not retried.
      retryIn = error instanceof RefusedCall ? null : backoff;
    }
    if (retryIn !== null && row.attempts < maxAttempts) status = 'pending';
    const [updated] = await db
      .update(platformCalls)
      .set({
        ...result,
        status,
        ...(status === 'sent' ? { sentAt: new Date() } : {}),
        ...(status === 'pending' && retryIn !== null ? { nextAttemptAt: new Date(now.getTime() + retryIn) } : {}),
      })
      .where(and(eq(platformCalls.id, row.id), eq(platformCalls.status, 'pending')))
      .returning({ id: platformCalls.id });
    // Superseded while on the wire: it stays so (never retried), but the platform did get it, so its answer is kept.
    if (!updated) {
      await db
        .update(platformCalls)
        .set({ responseStatus: result.responseStatus, responseBody: result.responseBody })
        .where(eq(platformCalls.id, row.id));
    }
  }
  return claimed.length;
}

export function startOutboundWorker(options: OutboundWorkerOptions & { intervalMs?: number }): PollingWorker {
  return startPollingWorker(() => sendDuePlatformCalls(options), options.intervalMs ?? 500, 'outbound platform calls');
}
