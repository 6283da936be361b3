import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { processRegistry } from '../lib/process-metrics';
import { jsonResponse } from './responses';

// Past this many distinct operation names, new ones count as `other`: a client choosing names must not grow the
// series without end (docs/operations.md#metrics).
const MAX_OPERATION_NAMES = 100;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type QueueRow = { queue: string; depth: number; retrying: number; oldest_seconds: number | string | null };

export type AppMetrics = ReturnType<typeof createMetrics>;

/** The app's metrics: request, operation and webhook counts, push subscribers, and queue gauges read on scrape. */
export function createMetrics(db: Db) {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'comptoir_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the response starts), by route template, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'comptoir_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL request, by operation name (anonymous, or other past the first names seen).',
    labelNames: ['operation'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const webhooksReceived = new Counter({
    name: 'comptoir_webhooks_received_total',
    help: 'Platform webhooks received, by platform and answer status.',
    labelNames: ['platform', 'status'],
    registers: [registry],
  });
  const pushSubscribers = new Gauge({
    name: 'comptoir_push_subscribers',
    help: 'Open live-event (SSE) subscriptions in this process.',
    registers: [registry],
  });
  const queueDepth = new Gauge({
    name: 'comptoir_queue_depth',
    help: 'Rows waiting in a queue (intake, platform calls, application webhooks, e-mails, print jobs).',
    labelNames: ['queue'],
    registers: [registry],
  });
  const queueOldest = new Gauge({
    name: 'comptoir_queue_oldest_age_seconds',
    help: 'Age of the oldest row waiting in a queue; 0 when it is empty.',
    labelNames: ['queue'],
    registers: [registry],
  });
  const queueRetrying = new Gauge({
    name: 'comptoir_queue_retrying',
    help: 'Waiting rows whose delivery failed at least once (print jobs: fetched by the printer, not confirmed).',
    labelNames: ['queue'],
    registers: [registry],
  });
  const operationNames = new Set<string>();

  function operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  }

  async function readQueues(): Promise<void> {
    // Each branch reads through its queue's pending index; counting rows given up would scan whole tables.
    const { rows } = await db.execute<QueueRow>(sql`
      select 'intake' as queue, count(*)::int as depth, (count(*) filter (where attempts > 0))::int as retrying,
        extract(epoch from now() - min(received_at))::float8 as oldest_seconds
        from webhook_events where status = 'pending'
      union all
      select 'platform_calls', count(*)::int, (count(*) filter (where attempts > 0))::int,
        extract(epoch from now() - min(created_at))::float8
        from platform_calls where status = 'pending'
      union all
      select 'application_webhooks', count(*)::int, (count(*) filter (where attempts > 0))::int,
        extract(epoch from now() - min(created_at))::float8
        from application_webhooks where status = 'pending'
      union all
      select 'emails', count(*)::int, (count(*) filter (where attempts > 0))::int,
        extract(epoch from now() - min(created_at))::float8
        from outgoing_emails where status = 'pending'
      union all
      select 'print_jobs', count(*)::int, (count(*) filter (where status = 'delivered'))::int,
        extract(epoch from now() - min(created_at))::float8
        from print_jobs where status in ('queued', 'delivered')`);
    for (const row of rows) {
      queueDepth.set({ queue: row.queue }, Number(row.depth));
      queueRetrying.set({ queue: row.queue }, Number(row.retrying));
      queueOldest.set({ queue: row.queue }, Math.max(0, Number(row.oldest_seconds ?? 0)));
    }
  }

  return {
    observeRequest(labels: { route: string; method: string; status: number }, seconds: number): void {
      httpDuration.observe({ ...labels, status: String(labels.status) }, seconds);
    },
    observeOperation(name: string | null | undefined, seconds: number): void {
      graphqlDuration.observe({ operation: operationLabel(name) }, seconds);
    },
    webhookReceived(platform: string, status: number): void {
      webhooksReceived.inc({ platform, status: String(status) });
    },
    subscriberOpened: () => pushSubscribers.inc(),
    subscriberClosed: () => pushSubscribers.dec(),
    async render(): Promise<{ contentType: string; body: string }> {
      await readQueues();
      const merged = Registry.merge([registry, processRegistry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

type MetricsAccess = {
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | undefined;
  clientAddress: string;
};

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * `GET /metrics`. Queue depths and request rates are business figures: with METRICS_TOKEN they need its bearer
 * token, without it only a scraper on this host (loopback, no proxy header) gets them (docs/operations.md#metrics).
 */
export async function serveMetrics(request: Request, metrics: AppMetrics, access: MetricsAccess): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return jsonResponse(405, { error: 'Use GET' });
  if (access.token !== undefined) {
    const sent = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), digest(access.token)))
      return jsonResponse(
        401,
        { error: 'Metrics need the METRICS_TOKEN bearer token' },
        { 'www-authenticate': 'Bearer' },
      );
  } else {
    const proxied = request.headers.has('x-forwarded-for') || request.headers.has('forwarded');
    if (proxied || !LOOPBACK.test(access.clientAddress))
      return jsonResponse(403, { error: 'Metrics are served to this host only unless METRICS_TOKEN is set' });
  }
  const { contentType, body } = await metrics.render();
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': 'no-store' },
  });
}
