import type { PlatformCode } from '@comptoir/domain';
import type { SimRefund } from '../refunds';
import type { SimOrder } from '../sim-order';
import type { SimReview } from '../sim-review';
import type { SimStore } from '../sim-store';
import type { UberMerchant } from '../uber-merchant';

export type PartnerRequest = {
  method: string;
  path: string;
  headers: Headers;
  /** The query string's parameters (the path has none). */
  query: URLSearchParams;
  body: Record<string, unknown>;
  rawBody: string;
};
/** A JSON answer, or with `html` a page (Uber's authorize page); a 3xx answer carries no body. */
export type PartnerReply = { status: number; body?: unknown; headers?: Record<string, string>; html?: string };
export type PartnerContext = {
  secret: string;
  /** Bearer tokens this platform's token endpoint has issued. */
  tokens: Set<string>;
  issueToken(): string;
  findOrder(platformOrderId: string): SimOrder | null;
  findStore(storeId: string): SimStore | null;
  /** A review this platform holds (its review export), to record the restaurant's reply. */
  findReview(reviewId: string): SimReview | null;
  /** A refund this platform made (Just Eat: a customer claim), and the restaurant's answer to it. */
  findRefund(refundId: string): SimRefund | null;
  answerRefund(refund: SimRefund, decision: string): void;
  /** The Uber Eats restaurant owner: their stores, OAuth codes and tokens, and each store's pos_data. */
  uberMerchant: UberMerchant;
  /** Sends a store webhook (Uber Eats `store.provisioned`, `store.deprovisioned`) in the background. */
  notifyStore(eventType: string, storeId: string): void;
  now(): Date;
};

/** One partner-API endpoint: a method, a path pattern with the order id as first group, and what it does. */
export type PartnerRoute = {
  method: string;
  pattern: RegExp;
  /** Token endpoints are called before the caller has a token. */
  public?: boolean;
  handle(request: PartnerRequest, context: PartnerContext, match: RegExpExecArray): PartnerReply;
};

export type PartnerApi = {
  platform: PlatformCode;
  slug: string;
  isAuthorized(headers: Headers, context: PartnerContext, rawBody: string): boolean;
  routes: PartnerRoute[];
};

export const noContent = (): PartnerReply => ({ status: 204 });
export const conflict = (message: string): PartnerReply => ({ status: 409, body: { code: 'conflict', message } });
export const badRequest = (message: string): PartnerReply => ({
  status: 400,
  body: { code: 'invalid_request', message },
});
export const notFound = (message = 'Order not found'): PartnerReply => ({
  status: 404,
  body: { code: 'not_found', message },
});

/** Runs `act` on the order named by the path, or answers 404 as the platform does for an unknown order. */
export function withOrder(
  match: RegExpExecArray,
  context: PartnerContext,
  act: (order: SimOrder) => PartnerReply,
): PartnerReply {
  const order = context.findOrder(decodeURIComponent(match[1] ?? ''));
  return order ? act(order) : notFound();
}

/** Runs `act` on the store named by the path's group `group`, or answers 404 for a store the platform does not know. */
export function withStore(
  match: RegExpExecArray,
  context: PartnerContext,
  act: (store: SimStore) => PartnerReply,
  group = 1,
): PartnerReply {
  const store = context.findStore(decodeURIComponent(match[group] ?? ''));
  return store ? act(store) : notFound('Store not found');
}

export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

export function stringField(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
