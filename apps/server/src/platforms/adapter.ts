import type { DeliveryMode, OrderStatus, PlatformCode } from '@comptoir/domain';
import type { HolidayChange, ItemAvailabilityChange, MenuDocument, MenuDocumentDay } from './menu-document';
import type { NormalizedOrder } from './normalized-order';
import type { DisputeResponse, NormalizedRefund, RefundAnswer } from './normalized-refund';
import type { NormalizedReview, ReviewReply } from './normalized-review';

/** What a verified webhook says, before any order is fetched or written. */
export type WebhookEnvelope = {
  /** The platform's unique event id (idempotency key, with the platform). */
  eventId: string;
  eventType: string;
  kind:
    | 'order.placed'
    | 'order.status'
    | 'order.cancelled'
    | 'courier'
    | 'review'
    | 'refund'
    | 'refund.answer'
    | 'store.status'
    | 'store.link'
    | 'ignored';
  platformOrderId: string | null;
  storeId: string | null;
  /** For status/cancel/courier events: the status it maps to in Comptoir's terms, when it carries one. */
  status?: OrderStatus;
  courier?: NormalizedOrder['courser'];
  /** The full order when the webhook carries it (Deliveroo, Just Eat, Glovo, GET RESTO); null when only ids (Uber). */
  order: unknown | null;
  /** For review events: the review (platforms/review-export.ts). */
  review?: NormalizedReview;
  /** For refund events: what the platform took back from the restaurant (platforms/normalized-refund.ts). */
  refund?: NormalizedRefund;
  /** For refund answers: the platform's decision on the restaurant's dispute. */
  refundAnswer?: RefundAnswer;
  /**
   * For store status events: the status the event carries; absent when it only says the status changed (Uber Eats),
   * and the status is then read from the platform.
   */
  storeStatus?: PlatformStoreStatus;
};

/**
 * A store's status as its platform reports it (docs/platforms.md#store-status), before Comptoir judges it: closed
 * `by` its hours, by the restaurant (a pause: a problem only when Comptoir did not pause it during its hours), or by
 * the platform itself.
 */
export type PlatformStoreStatus =
  | { kind: 'open' }
  | { kind: 'closed'; by: 'hours' | 'restaurant' | 'platform'; reason: string | null }
  | { kind: 'invisible'; reason: string | null };

export type WebhookRequest = { headers: Headers; rawBody: string };

/** Outbound actions Comptoir sends to a platform; each adapter says which it supports (docs/platforms.md). */
export type OutboundAction =
  | { type: 'accept'; preparationMinutes: number | null }
  | { type: 'deny'; reason: string }
  | { type: 'ready' }
  | { type: 'inTransit' }
  | { type: 'delivered' }
  | { type: 'cancel'; reason: string }
  | { type: 'delay'; extraMinutes: number }
  | { type: 'couriers'; count: number };

/** One HTTP call to a platform's partner API, described so the outbound worker can send, retry and record it. */
export type OutboundCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * Restaurant-level changes (pause and busy mode, docs/platforms.md#store-calls; the settings screen's preparation time
 * and delivery mode, docs/restaurant-settings.md); busy asks for `preparationMinutes` more for `busyMinutes`.
 */
export type StoreAction =
  | { type: 'pause' }
  | { type: 'unpause' }
  | { type: 'busy'; preparationMinutes: number; busyMinutes: number }
  | { type: 'notBusy' }
  | { type: 'preparationTime'; minutes: number }
  | { type: 'deliveryMode'; mode: DeliveryMode };

export type StoreRef = {
  storeId: string;
  /**
   * The restaurant's usual preparation time, for platforms that take a whole preparation time rather than extra
   * minutes.
   */
  preparationMinutes?: number | null;
  /** Deliveroo's brand id (site API paths name the brand and the site). */
  brandId?: string | null;
};

export type OrderRef = {
  platformOrderId: string;
  storeId: string;
  /**
   * When the order is currently expected ready (accepted at + preparation time), for platforms that take an absolute
   * time.
   */
  readyAt?: Date | null;
};

export type PlatformAdapter = {
  code: PlatformCode;
  /** Path segment of POST /webhooks/{slug}; null for Click N Collect (Comptoir's own channel, no webhook). */
  slug: string | null;
  /** Checks the signature exactly as the platform signs; false → 401 and nothing stored. */
  verifyWebhook(request: WebhookRequest, secret: string): boolean;
  /** Reads a verified body; throws on a body that cannot be understood (stored as failed, answered 400). */
  parseWebhook(request: WebhookRequest): WebhookEnvelope;
  /** For platforms whose webhooks carry ids only: the call that fetches the order. */
  fetchOrderCall?(ref: OrderRef): OutboundCall;
  /** The platform's order payload (from the webhook or the fetch) → the normalised order. */
  normalizeOrder(payload: unknown): NormalizedOrder;
  /** The answer the platform expects once its webhook is stored (default: 200, empty body). */
  webhookAnswer?(envelope: WebhookEnvelope): { status: number; body?: unknown };
  /** The call for an action, or null when the platform has no such call (then nothing is sent, and it is recorded). */
  outboundCall(action: OutboundAction, ref: OrderRef): OutboundCall | null;
  /**
   * The call for a restaurant-level change; null (or absent) when the platform has none (recorded as 'unsupported').
   */
  storeCall?(action: StoreAction, store: StoreRef): OutboundCall | null;
  /** The call that posts a reply to a review; null (or absent) when the platform has no reply API (recorded only). */
  reviewReplyCall?(reply: ReviewReply): OutboundCall | null;
  /** The call that sends a dispute of a refund; absent when the platform publishes no dispute API (partner portal). */
  disputeResponseCall?(response: DisputeResponse): OutboundCall;
  /** Marks items available or unavailable; null/absent when the platform has no such call. */
  itemAvailabilityCall?(change: ItemAvailabilityChange, store: StoreRef): OutboundCall | null;
  /** Whether the platform ends a timed suspension by itself; when false Comptoir sends "available" at `until`. */
  endsSuspensionItself?: boolean;
  /** Uploads the whole menu; null/absent when the platform takes no menu upload. */
  menuPublishCall?(menu: MenuDocument, store: StoreRef): OutboundCall | null;
  /**
   * True when the upload only updates the products the platform already has (Glovo's bulk update): a menu with new
   * products or groups is then not sent, and the operator is told to add them in the platform's portal first.
   */
  menuPublishUpdatesOnly?: boolean;
  /**
   * Sends the weekly opening hours; `menu` is the restaurant's live menu built with those hours (its menus' service
   * availability already cut to them), for platforms whose regular hours are the menu's service availability (Uber
   * Eats). Null/absent when hours are not settable through the API.
   */
  openingHoursCall?(days: MenuDocumentDay[], store: StoreRef, menu: MenuDocument | null): OutboundCall | null;
  /**
   * The calls that apply a change to the restaurant's closures: some platforms take the whole list at once (Uber Eats
   * overwrites), others one closure per call (Deliveroo days off). Null/absent when holidays are not settable.
   */
  holidayHoursCalls?(change: HolidayChange, store: StoreRef): OutboundCall[] | null;
  /**
   * True when a change of closures is one call that overwrites the whole list: a newer one replaces an unsent older
   * one.
   */
  holidayCallReplacesAll?: boolean;
  /** The platform's id of a closure, read from its answer to the call that created it (to cancel it later). */
  holidayRefFromResponse?(responseBody: string | null): string | null;
  /** The call that reads a store's status (the health check); absent when the platform publishes no status read. */
  storeStatusCall?(store: StoreRef): OutboundCall | null;
  /** The status in the platform's answer to storeStatusCall; null when the answer is not one (recorded as failed). */
  parseStoreStatus?(answer: { status: number; text: string }, now: Date): PlatformStoreStatus | null;
  /**
   * True when a 404 to this recorded call is retried like a 5xx (the platform may not know the order yet); else not.
   */
  retriesNotFound?(call: { cartId: number | null; path: string }): boolean;
};
