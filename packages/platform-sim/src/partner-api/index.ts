import type { PlatformCode } from '@comptoir/domain';
import type { Random } from '../random';
import type { SimRefund } from '../refunds';
import type { SimOrder } from '../sim-order';
import type { SimReview } from '../sim-review';
import type { SimStore } from '../sim-store';
import { deliverooApi } from './deliveroo';
import { getRestoApi } from './get-resto';
import { glovoApi } from './glovo';
import { justEatApi } from './just-eat';
import type { PartnerApi, PartnerContext, PartnerReply, PartnerRequest } from './route';
import { uberEatsApi } from './uber-eats';
import type { UberMerchant } from '../uber-merchant';

/** One call Comptoir made to a simulated partner API, as the platform saw it. */
export type PartnerCall = {
  platform: PlatformCode;
  method: string;
  path: string;
  body: unknown;
  authorized: boolean;
  status: number;
  at: Date;
};

const APIS: readonly PartnerApi[] = [uberEatsApi, deliverooApi, justEatApi, glovoApi, getRestoApi];

export type PartnerApiOptions = {
  secrets: Partial<Record<PlatformCode, string>>;
  findOrder(platform: PlatformCode, platformOrderId: string): SimOrder | null;
  findStore(platform: PlatformCode, storeId: string): SimStore | null;
  findReview(platform: PlatformCode, reviewId: string): SimReview | null;
  findRefund(platform: PlatformCode, refundId: string): SimRefund | null;
  answerRefund(refund: SimRefund, decision: string): void;
  /** The Uber Eats owner the authorize page signs in, with their stores, codes, tokens and pos_data. */
  uberMerchant: UberMerchant;
  /** Sends a store webhook (Uber Eats store.provisioned / store.deprovisioned) in the background. */
  notifyStore(platform: PlatformCode, eventType: string, storeId: string): void;
  now(): Date;
  record(call: PartnerCall): void;
  random: Random;
};

/** Serves `/simulator/<slug>/…` as each platform's partner API: auth first, then the order's state decides. */
export function createPartnerApi(options: PartnerApiOptions): {
  handle(request: Request, path: string): Promise<Response>;
} {
  const tokens = new Map<PlatformCode, Set<string>>(APIS.map((api) => [api.platform, new Set<string>()]));
  return {
    async handle(request, path) {
      const [, slug = '', ...rest] = path.split('/');
      const api = APIS.find((candidate) => candidate.slug === slug);
      if (!api) return Response.json({ error: `No simulated platform at /simulator/${slug}` }, { status: 404 });
      const subPath = `/${rest.join('/')}`;
      const rawBody = request.method === 'GET' ? '' : await request.text();
      const body = parseBody(rawBody);
      const platformTokens = tokens.get(api.platform) ?? new Set<string>();
      const context: PartnerContext = {
        secret: options.secrets[api.platform] ?? '',
        tokens: platformTokens,
        issueToken: () => {
          const token = `sim-${options.random.letters(8)}${options.random.digits(8)}`;
          platformTokens.add(token);
          return token;
        },
        findOrder: (id) => options.findOrder(api.platform, id),
        findStore: (storeId) => options.findStore(api.platform, storeId),
        findReview: (reviewId) => options.findReview(api.platform, reviewId),
        findRefund: (refundId) => options.findRefund(api.platform, refundId),
        answerRefund: options.answerRefund,
        uberMerchant: options.uberMerchant,
        notifyStore: (eventType, storeId) => options.notifyStore(api.platform, eventType, storeId),
        now: options.now,
      };
      const authorized = context.secret !== '' && api.isAuthorized(request.headers, context, rawBody);
      const reply = route(
        api,
        {
          method: request.method,
          path: subPath,
          headers: request.headers,
          query: new URL(request.url).searchParams,
          body,
          rawBody,
        },
        context,
        authorized,
      );
      options.record({
        platform: api.platform,
        method: request.method,
        path: subPath,
        body: rawBody === '' ? null : (body ?? rawBody),
        authorized,
        status: reply.status,
        at: options.now(),
      });
      if (reply.html !== undefined)
        return new Response(reply.html, {
          status: reply.status,
          headers: { 'content-type': 'text/html; charset=utf-8', ...reply.headers },
        });
      return reply.status === 204 || (reply.status >= 300 && reply.status < 400)
        ? new Response(null, { status: reply.status, headers: reply.headers })
        : Response.json(reply.body ?? {}, { status: reply.status, headers: reply.headers });
    },
  };
}

function route(
  api: PartnerApi,
  request: Omit<PartnerRequest, 'body'> & { body: Record<string, unknown> | null },
  context: PartnerContext,
  authorized: boolean,
): PartnerReply {
  const candidates = api.routes.filter((candidate) => candidate.pattern.test(request.path));
  if (candidates.length === 0)
    return { status: 404, body: { code: 'not_found', message: `No ${request.method} ${request.path} on this API` } };
  const match = candidates.find((candidate) => candidate.method === request.method);
  if (!match)
    return {
      status: 405,
      body: {
        code: 'method_not_allowed',
        message: `Use ${candidates.map((candidate) => candidate.method).join(' or ')}`,
      },
    };
  if (!match.public && !authorized)
    return { status: 401, body: { code: 'unauthorized', message: 'Missing or invalid credentials' } };
  if (request.body === null && request.rawBody !== '' && !match.public)
    return { status: 400, body: { code: 'invalid_request', message: 'The body must be JSON' } };
  return match.handle(
    { ...request, body: request.body ?? {} },
    context,
    match.pattern.exec(request.path) as RegExpExecArray,
  );
}

function parseBody(rawBody: string): Record<string, unknown> | null {
  if (rawBody === '') return {};
  try {
    const value: unknown = JSON.parse(rawBody);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
