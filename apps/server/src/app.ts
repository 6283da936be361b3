import { createServerAdapter } from '@whatwg-node/server';
import { createYoga } from 'graphql-yoga';
import type { AppConfig } from './config';
import { findClientAddress, type ServerContext } from './context/client-address';
import type { GraphQLContext } from './context/types';
import { resolveViewer } from './context/viewer';
import { createViewerCache, type ViewerCache } from './context/viewer-cache';
import type { Database } from './db/client';
import type { EventBus } from './events/event-bus';
import { createMemoryEventBus } from './events/memory-event-bus';
import { maskError } from './errors';
import { createLifecycle, type Lifecycle } from './lifecycle/lifecycle';
import { createDatabaseRateLimitStore } from './lib/database-rate-limit-store';
import type { RateLimitStore } from './lib/rate-limit';
import { corsForOrigins } from './http/cors';
import { checkHealth } from './http/health';
import { useLiveStreams } from './http/live-streams';
import { createMetrics, serveMetrics } from './http/metrics';
import { serveLiveness, serveReadiness } from './http/probes';
import { useRequestFacts } from './http/request-facts';
import { withRequestLog } from './http/request-log';
import { useInputGuard } from './http/input-guard';
import { useQueryLimits } from './http/limits';
import { notFoundJson } from './http/responses';
import { useSecurityHeaders } from './http/security-headers';
import { createYogaLogger } from './http/yoga-logger';
import { compressJsonAnswer } from './http/compression';
import { serveWebApp } from './http/web-app';
import { useSwitchedMutationAudit } from './modules/audit/audit-switched-mutations';
import { EXPORT_PATH_PREFIX } from './modules/exports/export-path';
import { serveUberEatsCallback, UBER_EATS_CALLBACK_PATH } from './modules/uber-eats-connection';
import { serveExport } from './modules/exports/serve-export';
import { receiveWebhook, WEBHOOK_PATH_PREFIX } from './modules/intake/receive-webhook';
import { createWebhookEventBatcher, type WebhookEventBatcher } from './modules/intake/webhook-event-batcher';
import { isInvoicePdfPath, serveInvoicePdf } from './modules/invoices/serve-invoice-pdf';
import { refuseStoreCredentials, type StoreCredentialsChecker } from './modules/operations/store-deps';
import { createActiveOrdersCache, type ActiveOrdersCache } from './modules/orders/active-orders-cache';
import { cachedAnswerOf, useActiveOrdersCache } from './modules/orders/active-orders-plugin';
import { createOrderEventAnswers, useSharedOrderEvents } from './modules/orders/shared-order-events';
import { serveActiveOrders } from './modules/orders/serve-active-orders';
import { serveUpload, UPLOADS_PREFIX } from './modules/orders/serve-upload';
import { CLOUDPRNT_PATH } from './modules/printing/cloudprnt-path';
import { serveCloudPrnt } from './modules/printing/serve-cloudprnt';
import { EPSON_SDP_PATH } from './modules/printing/epson-sdp-path';
import { serveEpsonSdp } from './modules/printing/serve-epson-sdp';
import { validatedViewer } from './modules/signup/validated-viewer';
import { outboxDir } from './modules/mail/mail-transport';
import { OUTBOX_PATH, serveOutbox } from './modules/mail/serve-outbox';
import { refuseOversizedUpload } from './modules/uploads/upload-limit';
import { serveTicket } from './modules/tickets/serve-ticket';
import { TICKET_PATH_PREFIX } from './modules/tickets/ticket-path';
import { schema } from './schema';

export const GRAPHQL_PATH = '/graphql/kom';

// Server paths: an unknown path under them answers a JSON 404, never the web app's page.
const API_PREFIXES = [
  '/graphql',
  '/webhooks',
  '/uploads',
  '/template',
  '/exports',
  '/simulator',
  CLOUDPRNT_PATH,
  EPSON_SDP_PATH,
];

export type CreateAppOptions = {
  database: Database;
  config: AppConfig;
  /** Live order events; in-process unless main.ts passes the Redis one. */
  eventBus?: EventBus;
  /** Sign-in, PIN and sign-up attempt counters; in the database unless main.ts passes the Redis ones. */
  rateLimits?: RateLimitStore;
  /** Wakes the outbound worker once a change that queued platform calls has committed; it also polls on its own. */
  wakeOutbound?: () => void;
  /** Tablet credentials checked against the platform before they are saved. */
  checkStoreCredentials?: StoreCredentialsChecker;
  /** Wakes the intake worker once a webhook is stored, so the order shows without waiting for its next poll. */
  onWebhookStored?: () => void;
  /** Stores the webhooks that arrive together in one statement; main.ts shares its own with the demo simulator. */
  webhookEvents?: WebhookEventBatcher;
  /** The simulated platforms (demo mode only), served under /simulator. */
  simulator?: { handle(request: Request): Promise<Response> } | null;
  /** Readiness and shutdown (main.ts); tests get one that is ready at once. */
  lifecycle?: Lifecycle;
  /**
   * The tablets' order list kept in memory, invalidated by the event bus; null serves every poll from the database
   * (tests that write orders straight into it, behind the bus's back).
   */
  activeOrdersCache?: ActiveOrdersCache | null;
  /**
   * The signed-in accounts kept in memory, invalidated by the event bus; null reads the account on every request
   * (tests that change accounts straight in the database, behind the bus's back).
   */
  viewerCache?: ViewerCache | null;
};

export function createApp({
  database,
  config,
  eventBus = createMemoryEventBus(),
  rateLimits = createDatabaseRateLimitStore(database.db),
  wakeOutbound = () => undefined,
  checkStoreCredentials = refuseStoreCredentials,
  onWebhookStored,
  webhookEvents = createWebhookEventBatcher(database.db),
  simulator = null,
  lifecycle = readyLifecycle(),
  activeOrdersCache = createActiveOrdersCache(),
  viewerCache = createViewerCache(),
}: CreateAppOptions) {
  const metrics = createMetrics(database.db);
  activeOrdersCache?.listen(eventBus);
  viewerCache?.listen(eventBus);
  const yoga = createYoga<ServerContext, Omit<GraphQLContext, 'request'>>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    batching: false,
    graphiql: false,
    landingPage: false,
    // Yoga answers every origin by default: same origin only, unless CORS_ORIGINS lists the caller's.
    cors: corsForOrigins(config.corsOrigins),
    // GraphQL multipart requests, for uploadOrderFile.
    multipart: true,
    maskedErrors: { maskError, isDev: false },
    // Yoga logs each error it masks: described without the failed statement's parameters or values.
    logging: createYogaLogger(),
    plugins: [
      useQueryLimits(),
      useInputGuard(),
      useSwitchedMutationAudit(),
      useRequestFacts(),
      useLiveStreams({
        shutdownSignal: lifecycle.shutdownSignal,
        opened: metrics.subscriberOpened,
        closed: metrics.subscriberClosed,
      }),
      ...(activeOrdersCache ? [useActiveOrdersCache(activeOrdersCache)] : []),
      useSharedOrderEvents(createOrderEventAnswers()),
    ],
    context: async ({ request, ...serverContext }) => {
      const clientAddress = findClientAddress(request, serverContext, config);
      const viewer = await resolveViewer({ db: database.db, config, request, clientAddress, viewerCache });
      return {
        db: database.db,
        config,
        viewer,
        clientAddress,
        eventBus,
        rateLimits,
        wakeOutbound,
        checkStoreCredentials,
      };
    },
  });

  const handle = async (request: Request, serverContext: ServerContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz') return checkHealth(database.db);
    if (pathname === '/livez') return serveLiveness();
    if (pathname === '/readyz')
      return serveReadiness({ db: database.db, lifecycle, pingRedis: eventBus.ping?.bind(eventBus) });
    if (pathname === '/metrics')
      return serveMetrics(request, metrics, {
        token: config.metricsToken,
        clientAddress: findClientAddress(request, serverContext, config),
      });
    if (pathname === GRAPHQL_PATH) {
      const refused = refuseOversizedUpload(request);
      if (refused) return refused;
      const response = await yoga.handleRequest(request, serverContext);
      const cached = cachedAnswerOf(request);
      return cached ? serveActiveOrders(request, response, cached) : compressJsonAnswer(request, response);
    }
    if (pathname.startsWith(WEBHOOK_PATH_PREFIX)) {
      const slug = pathname.slice(WEBHOOK_PATH_PREFIX.length);
      return receiveWebhook(
        { db: database.db, platforms: config.platforms, webhookEvents, onStored: onWebhookStored },
        request,
        slug,
      );
    }
    if (config.demo && pathname === OUTBOX_PATH) return serveOutbox(request, outboxDir(config));
    if (pathname === UBER_EATS_CALLBACK_PATH) return serveUberEatsCallback({ db: database.db, config }, request);
    if (simulator && (pathname === '/simulator' || pathname.startsWith('/simulator/')))
      return simulator.handle(request);
    if (pathname.startsWith(UPLOADS_PREFIX)) {
      const findViewer = () =>
        resolveViewer({
          db: database.db,
          config,
          request,
          clientAddress: findClientAddress(request, serverContext, config),
          viewerCache,
        })
          .then(validatedViewer)
          .catch(() => null);
      return serveUpload(request, { db: database.db, config, findViewer });
    }
    if (pathname.startsWith(TICKET_PATH_PREFIX)) {
      const findViewer = () =>
        resolveViewer({
          db: database.db,
          config,
          request,
          clientAddress: findClientAddress(request, serverContext, config),
          viewerCache,
        }).then(validatedViewer);
      return serveTicket(request, { db: database.db, findViewer });
    }
    if (pathname.startsWith(EXPORT_PATH_PREFIX)) return serveExport(request, { db: database.db, config });
    if (pathname === CLOUDPRNT_PATH) return serveCloudPrnt(request, { db: database.db, eventBus });
    if (pathname === EPSON_SDP_PATH)
      return serveEpsonSdp(request, { db: database.db, eventBus, nonceKey: config.jwtSecret });
    if (isInvoicePdfPath(pathname)) {
      const findViewer = () =>
        resolveViewer({
          db: database.db,
          config,
          request,
          clientAddress: findClientAddress(request, serverContext, config),
          viewerCache,
        }).then(validatedViewer);
      return serveInvoicePdf(request, { db: database.db, config, findViewer });
    }
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return notFoundJson();
    if (request.method === 'GET' || request.method === 'HEAD')
      return serveWebApp(config.webDistDir, pathname, request.method, request.headers.get('accept-encoding'));
    return notFoundJson();
  };
  return createServerAdapter<ServerContext>(withRequestLog(handle, metrics), { plugins: [useSecurityHeaders()] });
}

function readyLifecycle(): Lifecycle {
  const lifecycle = createLifecycle();
  lifecycle.markReady();
  return lifecycle;
}

export type App = ReturnType<typeof createApp>;
