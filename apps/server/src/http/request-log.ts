import { randomUUID } from 'node:crypto';
import { describeError } from '../lib/describe-error';
import { logger } from '../lib/logger';
import type { AppMetrics } from './metrics';
import { startRequestFacts } from './request-facts';
import { jsonResponse } from './responses';
import { routeTemplate, webhookPlatform } from './route-template';

// A caller's id is kept when it cannot smuggle anything into a log line or a header.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

// Probes and scrapes come every few seconds: at info they would bury the requests people make.
const QUIET_ROUTES = new Set(['/healthz', '/livez', '/readyz', '/metrics']);

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set('x-request-id', requestId);
    return response;
  } catch {
    // A response with immutable headers (from fetch) is copied.
    const copy = new Response(response.body, response);
    copy.headers.set('x-request-id', requestId);
    return copy;
  }
}

/**
 * Wraps the app's handler: one log line per request (request id, method, route template, status, duration, and the
 * viewer's ids and GraphQL operation once known), the request metrics, and `X-Request-Id` on the response
 * (docs/operations.md#logs).
 */
export function withRequestLog<Context>(handle: Handler<Context>, metrics: AppMetrics): Handler<Context> {
  return async (request, context) => {
    const started = performance.now();
    const incoming = request.headers.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const facts = startRequestFacts(request);
    const { pathname } = new URL(request.url);
    const route = routeTemplate(pathname);
    let response: Response;
    let failure: string | undefined;
    try {
      response = await handle(request, context);
    } catch (error) {
      failure = describeError(error);
      response = jsonResponse(500, { error: 'Internal server error' });
    }
    const seconds = (performance.now() - started) / 1000;
    const status = response.status;
    metrics.observeRequest({ route, method: request.method, status }, seconds);
    if (facts.operationName !== undefined) metrics.observeOperation(facts.operationName, seconds);
    const platform = webhookPlatform(pathname);
    if (platform && request.method === 'POST') metrics.webhookReceived(platform, status);
    const line = {
      requestId,
      method: request.method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(facts.operationName !== undefined && { operation: facts.operationName ?? 'anonymous' }),
      ...(facts.accountId !== undefined && { accountId: facts.accountId }),
      ...(facts.actingAsId !== undefined && { actingAsId: facts.actingAsId }),
      ...(facts.companyId !== undefined && { companyId: facts.companyId }),
      ...(failure !== undefined && { error: failure }),
    };
    if (status >= 500) logger.error(line, 'request');
    else if (QUIET_ROUTES.has(route)) logger.debug(line, 'request');
    else logger.info(line, 'request');
    return withRequestId(response, requestId);
  };
}
