import {
  isFulfillmentType,
  isPlatformCode,
  PLATFORM_CODES,
  PLATFORMS,
  type ConfiguredAcceptTimeouts,
  type FulfillmentType,
  type PlatformCode,
} from '@comptoir/domain';
import { createAcceptDeadlines } from './accept-deadlines';
import { deliverWebhook, type DeliveryAttempt, type WebhookPlatform } from './delivery';
import { createDraftOrder } from './draft-order';
import { DEFAULT_FULFILMENT, isPlatformDelivered, supportedFulfilments } from './fulfilment';
import { buildOrderWebhook, cancelOnPlatform, type OrderEventKind, type WebhookContent } from './order-webhooks';
import { createPartnerApi, type PartnerCall } from './partner-api';
import { clickNCollectOrder, type ClickNCollectPayload } from './payloads/click-n-collect';
import { createRandom } from './random';
import type { SimRefund } from './refunds';
import {
  createRefundDesk,
  parseRefundBody,
  RefundInputError,
  type RefundInput,
  type RefundOrderLookup,
} from './sim-refunds';
import { createSimOrder, type SimOrder } from './sim-order';
import type { SimReview } from './sim-review';
import { createReviewDesk, parseReviewBody, ReviewInputError, type PlaceReviewInput } from './sim-reviews';
import { createSimStore, storeKey, type SimStore } from './sim-store';
import { holdOf, StoreStateInputError, storeStatusWebhook } from './store-state';
import { UNCONNECTED_STORES } from './unconnected-stores';
import { createUberMerchant, UNCONNECTED_UBER_STORES, type UberOwner } from './uber-merchant';
import { uberStoreWebhook } from './payloads/uber-eats';
import type { JustEatHashFormat } from './signing';

export type SimulatorRestaurant = {
  platform: PlatformCode;
  storeId: string;
  uuid: string;
  fulfillmentType?: FulfillmentType;
  /**
   * The tablet / Hub login the platform accepts for this store (the demo restaurants' seeded tabletLogin/tabletPass).
   */
  tabletLogin?: string | null;
  tabletPass?: string | null;
};

export type SimulatorOptions = {
  /** Comptoir's own origin: webhooks go to `${baseUrl}/webhooks/<slug>`. */
  baseUrl: string;
  /** Per platform: Uber client secret, Deliveroo webhook secret, JET key, Glovo token, GET RESTO app secret. */
  secrets: Partial<Record<PlatformCode, string>>;
  restaurants: readonly SimulatorRestaurant[];
  /** Place an order on a random restaurant this often (startAutoOrders); null or absent: never. */
  autoOrderEveryMs?: number | null;
  /** Click N Collect has no webhook: its orders are handed to Comptoir through this callback. */
  onClickNCollectOrder?(payload: ClickNCollectPayload): Promise<void> | void;
  /** …and its reviews through this one (the review export of sim-review.ts). */
  onClickNCollectReview?(payload: Record<string, unknown>): Promise<void> | void;
  /** With auto orders on: the share of ticks that also bring a customer's review of an earlier order (default 0.3). */
  autoReviewShare?: number;
  /**
   * A restaurant connected since the simulator started (docs/platforms.md#connecting), looked up by uuid when an order
   * names one the list above does not hold; null when Comptoir has no such integrated restaurant.
   */
  findRestaurant?(uuid: string): Promise<SimulatorRestaurant | null>;
  /**
   * The Uber Eats restaurant owner who signs in on the authorize page, with their stores already connected to Comptoir
   * (docs/platforms.md#connecting-uber-eats); their three unconnected stores are always added. Default: an owner with
   * those three only.
   */
  uberEatsOwner?: UberOwner;
  /** The server's orders a platform may refund (`POST /simulator/refunds` names them by cart uuid or platform id). */
  findRefundableOrder?: RefundOrderLookup;
  /** How long a platform takes to answer a dispute sent through its API (default one minute; 0 in tests). */
  refundAnswerDelayMs?: number;
  fetch?: typeof fetch;
  /** Replays the same orders for tests; without it every order (and its ids) is new, restart after restart. */
  seed?: number;
  /** Multiplies the platforms' retry delays: 1 (default) as the platforms do, 0 in tests. */
  retryDelayScale?: number;
  /**
   * Multiplies the platforms' accept timeouts (docs/orders.md#accept-deadline): 1 (default) as the platforms do, less
   * in tests and demos; 0: the platforms never cancel an unanswered order.
   */
  acceptTimeoutScale?: number;
  /** Accept timeouts for the platforms that publish none (Just Eat, Glovo); without one they never cancel. */
  acceptTimeouts?: ConfiguredAcceptTimeouts;
  maxSends?: Partial<Record<WebhookPlatform, number>>;
  justEatHashFormat?: JustEatHashFormat;
  now?(): Date;
  onError?(error: unknown): void;
};

export type { ClickNCollectPayload };

export type PlaceOrderInput = {
  platform: PlatformCode;
  restaurantUuid?: string;
  fulfillmentType?: FulfillmentType;
  /** Send the same webhook this many times (default 1). */
  deliveries?: number;
  /** Have the platform cancel the order right after placing it. */
  thenCancel?: boolean;
  /** Deliver the follow-up events before the order's own webhook, as platforms may. */
  outOfOrder?: boolean;
  /** An ASAP order the platform cancels if still unanswered this many seconds later, instead of its own timeout. */
  acceptTimeoutSeconds?: number;
};

export type Simulator = {
  handle(request: Request): Promise<Response>;
  placeOrder(input: PlaceOrderInput): Promise<{ platformOrderId: string }>;
  /**
   * A customer reviews an order and the platform tells Comptoir (its review export:
   * docs/platforms.md#refunds-disputes-and-reviews found no feed).
   */
  placeReview(input: PlaceReviewInput): Promise<{ platformReviewId: string }>;
  review(platformReviewId: string): SimReview | null;
  /** The platform refunds part of an order at the restaurant's expense and tells Comptoir (Uber Eats, Just Eat). */
  refundOrder(input: RefundInput): Promise<{ platformRefundId: string }>;
  refund(platformRefundId: string): SimRefund | null;
  /** The platform cancels an order it holds (customer or support) and tells Comptoir. */
  cancelOrder(platformOrderId: string): Promise<void>;
  startAutoOrders(): void;
  stop(): void;
  /** Resolves when every webhook under way has been acknowledged or given up. */
  idle(): Promise<void>;
  calls(): readonly PartnerCall[];
  webhooks(): readonly DeliveryAttempt[];
  order(platformOrderId: string): SimOrder | null;
  /** A store's state on its platform (paused, busy, preparation time), as the store calls left it. */
  store(platform: PlatformCode, storeId: string): SimStore | null;
};

export class SimulatorInputError extends Error {}

export function createSimulator(options: SimulatorOptions): Simulator {
  const random = createRandom(options.seed);
  const now = options.now ?? (() => new Date());
  const orders = new Map<string, SimOrder>();
  // The platforms also hold stores not connected to Comptoir yet, which the integration wizard connects.
  const stores = new Map<string, SimStore>(
    [
      ...UNCONNECTED_STORES,
      ...UNCONNECTED_UBER_STORES.map((store) => ({ platform: 'PLATFORM_UBER_EAT' as const, storeId: store.storeId })),
      ...options.restaurants,
    ].map((restaurant) => [storeKey(restaurant.platform, restaurant.storeId), createSimStore(restaurant)]),
  );
  const connectedLater: SimulatorRestaurant[] = [];

  async function knownRestaurants(input: PlaceOrderInput): Promise<readonly SimulatorRestaurant[]> {
    const uuid = input.restaurantUuid;
    const listed = [...options.restaurants, ...connectedLater];
    if (!uuid || listed.some((restaurant) => restaurant.uuid === uuid) || !options.findRestaurant) return listed;
    const found = await options.findRestaurant(uuid);
    if (!found) return listed;
    connectedLater.push(found);
    const key = storeKey(found.platform, found.storeId);
    if (!stores.has(key)) stores.set(key, createSimStore(found));
    return [...listed, found];
  }
  const partnerCalls: PartnerCall[] = [];
  const attempts: DeliveryAttempt[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const abort = new AbortController();
  let autoTimer: ReturnType<typeof setInterval> | null = null;
  const partnerApi = createPartnerApi({
    secrets: options.secrets,
    findOrder: (platform, id) => {
      const order = orders.get(id);
      return order && order.platform === platform ? order : null;
    },
    findStore: (platform, storeId) => stores.get(storeKey(platform, storeId)) ?? null,
    findReview: (platform, reviewId) => {
      const review = reviewDesk.find(reviewId);
      return review && review.platform === platform ? review : null;
    },
    findRefund: (platform, refundId) => {
      const refund = refundDesk.find(refundId);
      return refund && refund.order.platform === platform ? refund : null;
    },
    answerRefund: (refund, decision) => refundDesk.answer(refund, decision),
    uberMerchant: createUberMerchant(options.uberEatsOwner ?? { name: 'Demo owner', stores: [] }, random, now),
    notifyStore: (platform, eventType, storeId) => {
      const eventId = random.uuid();
      const body = uberStoreWebhook({
        eventId,
        eventType,
        storeId,
        at: now(),
        apiBase: `${baseUrl}/simulator/${PLATFORMS[platform].slug}`,
      });
      track(sendContent(platform, { eventId, eventType, body }));
    },
    now,
    record: (call) => partnerCalls.push(call),
    random,
  });
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const deliveryContext = {
    fetch: options.fetch ?? fetch,
    delayScale: options.retryDelayScale ?? 1,
    maxSends: options.maxSends,
    justEatHashFormat: options.justEatHashFormat ?? 'timestamped-base64',
    now,
    signal: abort.signal,
    record: (attempt: DeliveryAttempt) => attempts.push(attempt),
  };

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.catch((error: unknown) => options.onError?.(error)).finally(() => inFlight.delete(promise));
    return promise;
  }

  function secretOf(platform: PlatformCode): string {
    const secret = options.secrets[platform];
    if (!secret) throw new SimulatorInputError(`No secret configured for ${platform}`);
    return secret;
  }

  async function sendEvent(order: SimOrder, kind: OrderEventKind, times: number): Promise<void> {
    const platform = order.platform;
    if (platform === 'PLATFORM_CLICK_N_COLLECT') return;
    const content = buildOrderWebhook(order, kind, {
      random,
      now: now(),
      apiBase: `${baseUrl}/simulator/${PLATFORMS[platform].slug}`,
    });
    const webhook = {
      ...content,
      platform,
      url: `${baseUrl}/webhooks/${PLATFORMS[platform].slug}`,
      secret: secretOf(platform),
    };
    for (let send = 0; send < times; send += 1) await deliverWebhook(webhook, deliveryContext);
  }

  async function sendContent(platform: PlatformCode, content: WebhookContent): Promise<void> {
    if (platform === 'PLATFORM_CLICK_N_COLLECT') return;
    await deliverWebhook(
      { ...content, platform, url: `${baseUrl}/webhooks/${PLATFORMS[platform].slug}`, secret: secretOf(platform) },
      deliveryContext,
    );
  }

  const refundDesk = createRefundDesk({
    random,
    now,
    findRefundableOrder: options.findRefundableOrder,
    findSimOrder: (platformOrderId) => orders.get(platformOrderId) ?? null,
    send: (platform, content) => track(sendContent(platform, content)),
    answerDelayMs: options.refundAnswerDelayMs ?? 60_000,
    onError: (error) => options.onError?.(error),
  });

  const reviewDesk = createReviewDesk({
    random,
    now,
    restaurants: options.restaurants,
    orders: () => [...orders.values()],
    send: (platform, content) => track(sendContent(platform, content)),
    onClickNCollectReview: options.onClickNCollectReview,
    onError: (error) => options.onError?.(error),
  });

  // The platform's own cancellation of an order left unanswered, through the same webhook as a customer's.
  const acceptDeadlines = createAcceptDeadlines({
    scale: options.acceptTimeoutScale ?? 1,
    configured: options.acceptTimeouts,
    cancel: (order) => {
      cancelOnPlatform(order, now());
      track(sendEvent(order, 'cancelled', 1));
    },
  });

  async function placeOrder(input: PlaceOrderInput): Promise<{ platformOrderId: string }> {
    const { restaurant, fulfillmentType, deliveries } = validate(input, await knownRestaurants(input));
    const created = createDraftOrder(random, {
      platform: input.platform,
      storeId: restaurant.storeId,
      fulfillmentType,
      now: now(),
      platformDelivers: isPlatformDelivered(fulfillmentType),
    });
    // A deadline asked for is an ASAP order's: scheduled orders have none.
    const draft = input.acceptTimeoutSeconds === undefined ? created : { ...created, scheduledFor: null };
    const order = createSimOrder(random, draft, restaurant.uuid);
    orders.set(order.platformOrderId, order);
    if (order.platform === 'PLATFORM_CLICK_N_COLLECT') {
      if (!options.onClickNCollectOrder)
        throw new SimulatorInputError('Click N Collect orders need an onClickNCollectOrder callback');
      await options.onClickNCollectOrder(
        clickNCollectOrder(draft, {
          id: order.platformOrderId,
          reference: order.displayId,
          restaurantUuid: restaurant.uuid,
        }),
      );
      return { platformOrderId: order.platformOrderId };
    }
    secretOf(order.platform);
    const placed = () => sendEvent(order, 'created', deliveries);
    const cancelled = () => {
      cancelOnPlatform(order, now());
      return sendEvent(order, 'cancelled', deliveries);
    };
    const sequence = !input.thenCancel ? [placed] : input.outOfOrder ? [cancelled, placed] : [placed, cancelled];
    if (!input.thenCancel) acceptDeadlines.watch(order, input.acceptTimeoutSeconds);
    // Answer at once; the webhooks (and their retries) go on in the background.
    track(sequence.reduce<Promise<void>>((previous, step) => previous.then(step), Promise.resolve()));
    return { platformOrderId: order.platformOrderId };
  }

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.replace(/^\/simulator/, '');
    if (path === '/orders') {
      if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
      try {
        const body: unknown = await request.json().catch(() => null);
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw new SimulatorInputError('The body must be a JSON object');
        const result = await placeOrder(parsePlaceOrderBody(body as Record<string, unknown>));
        return Response.json(result, { status: 201 });
      } catch (error) {
        if (error instanceof SimulatorInputError) return Response.json({ error: error.message }, { status: 400 });
        throw error;
      }
    }
    const statePath = /^\/([^/]+)\/stores\/([^/]+)\/state$/.exec(path);
    if (statePath)
      return setStoreState(request, decodeURIComponent(statePath[1] ?? ''), decodeURIComponent(statePath[2] ?? ''));
    const storePath = /^\/stores\/([^/]+)\/([^/]+)$/.exec(path);
    if (storePath && request.method === 'GET')
      return showStore(decodeURIComponent(storePath[1] ?? ''), decodeURIComponent(storePath[2] ?? ''));
    if (path === '/refunds') return handleRefund(request);
    if (path === '/reviews') return handleReview(request);
    return partnerApi.handle(request, path);
  }

  // What a simulated platform holds for a store (status, menu, item availability, hours, days off), so a demo user
  // or a browser test can see that a change made in Comptoir reached the platform.
  function showStore(slug: string, storeId: string): Response {
    const platform = PLATFORM_CODES.find((code) => PLATFORMS[code].slug === slug);
    const store = platform ? stores.get(storeKey(platform, storeId)) : undefined;
    if (!store) return Response.json({ error: `No simulated store ${storeId} on ${slug}` }, { status: 404 });
    return Response.json(store);
  }

  // Demo only (docs/demo-data.md#store-state): the platform stops or hides a store, or lets it be again; its status
  // read says so from now on, and its status webhook tells Comptoir where the platform has one.
  async function setStoreState(request: Request, slug: string, storeId: string): Promise<Response> {
    if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
    const platform = PLATFORM_CODES.find((code) => PLATFORMS[code].slug === slug);
    const store = platform ? stores.get(storeKey(platform, storeId)) : undefined;
    if (!platform || !store)
      return Response.json({ error: `No simulated store ${storeId} on ${slug}` }, { status: 404 });
    try {
      store.platformHold = holdOf(platform, await request.json().catch(() => null), now());
    } catch (error) {
      if (error instanceof StoreStateInputError) return Response.json({ error: error.message }, { status: 400 });
      throw error;
    }
    const webhook = storeStatusWebhook(store, { random, now: now() });
    if (webhook) track(sendContent(platform, webhook));
    return Response.json({ platformHold: store.platformHold, webhook: webhook?.eventType ?? null });
  }

  async function handleRefund(request: Request): Promise<Response> {
    if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
    try {
      const input = parseRefundBody(await request.json().catch(() => null));
      return Response.json(await refundDesk.refundOrder(input), { status: 201 });
    } catch (error) {
      if (error instanceof RefundInputError || error instanceof SimulatorInputError)
        return Response.json({ error: error.message }, { status: 400 });
      throw error;
    }
  }

  async function handleReview(request: Request): Promise<Response> {
    if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
    try {
      return Response.json(await reviewDesk.placeReview(parseReviewBody(await request.json().catch(() => null))), {
        status: 201,
      });
    } catch (error) {
      if (error instanceof ReviewInputError || error instanceof SimulatorInputError)
        return Response.json({ error: error.message }, { status: 400 });
      throw error;
    }
  }

  return {
    handle,
    placeOrder,
    placeReview: (input) => reviewDesk.placeReview(input),
    review: (platformReviewId) => reviewDesk.find(platformReviewId),
    refundOrder: (input) => refundDesk.refundOrder(input),
    refund: (platformRefundId) => refundDesk.find(platformRefundId),
    async cancelOrder(platformOrderId) {
      const order = orders.get(platformOrderId);
      if (!order) throw new SimulatorInputError(`Unknown order ${platformOrderId}`);
      cancelOnPlatform(order, now());
      await track(sendEvent(order, 'cancelled', 1));
    },
    startAutoOrders() {
      const every = options.autoOrderEveryMs;
      if (!every || autoTimer || options.restaurants.length === 0) return;
      autoTimer = setInterval(() => {
        const restaurant = random.pick(options.restaurants);
        if (restaurant.platform === 'PLATFORM_CLICK_N_COLLECT' && !options.onClickNCollectOrder) return;
        placeOrder({ platform: restaurant.platform, restaurantUuid: restaurant.uuid }).catch((error: unknown) =>
          options.onError?.(error),
        );
        if (random.chance(options.autoReviewShare ?? 0.3)) reviewDesk.reviewAnEarlierOrder();
      }, every);
      autoTimer.unref();
    },
    stop() {
      if (autoTimer) clearInterval(autoTimer);
      autoTimer = null;
      refundDesk.stop();
      acceptDeadlines.stop();
      abort.abort();
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    calls: () => partnerCalls,
    webhooks: () => attempts,
    order: (platformOrderId) => orders.get(platformOrderId) ?? null,
    store: (platform, storeId) => stores.get(storeKey(platform, storeId)) ?? null,
  };
}

function parsePlaceOrderBody(body: Record<string, unknown>): PlaceOrderInput {
  const { platform, restaurantUuid, fulfillmentType, deliveries, acceptTimeoutSeconds } = body;
  if (!isPlatformCode(platform))
    throw new SimulatorInputError(`platform must be one of ${Object.keys(PLATFORMS).join(', ')}`);
  if (restaurantUuid !== undefined && typeof restaurantUuid !== 'string')
    throw new SimulatorInputError('restaurantUuid must be a string');
  if (fulfillmentType !== undefined && !isFulfillmentType(fulfillmentType))
    throw new SimulatorInputError(
      'fulfillmentType must be PICKUP, DELIVERY, DELIVERY_THIRD_PARTY, DELIVERY_TABLE or DINNING',
    );
  if (deliveries !== undefined && (typeof deliveries !== 'number' || !Number.isInteger(deliveries)))
    throw new SimulatorInputError('deliveries must be an integer');
  if (
    acceptTimeoutSeconds !== undefined &&
    (typeof acceptTimeoutSeconds !== 'number' || !(acceptTimeoutSeconds > 0 && acceptTimeoutSeconds <= 3_600))
  )
    throw new SimulatorInputError('acceptTimeoutSeconds must be a number of seconds above 0, at most 3600');
  return { platform, restaurantUuid, fulfillmentType, deliveries, acceptTimeoutSeconds };
}

function validate(input: PlaceOrderInput, restaurants: readonly SimulatorRestaurant[]) {
  const deliveries = input.deliveries ?? 1;
  if (!Number.isInteger(deliveries) || deliveries < 1 || deliveries > 20)
    throw new SimulatorInputError('deliveries must be an integer from 1 to 20');
  const restaurant = input.restaurantUuid
    ? restaurants.find((candidate) => candidate.uuid === input.restaurantUuid)
    : restaurants.find((candidate) => candidate.platform === input.platform);
  if (!restaurant)
    throw new SimulatorInputError(
      input.restaurantUuid
        ? `Unknown demo restaurant ${input.restaurantUuid}`
        : `No demo restaurant on ${input.platform}`,
    );
  if (restaurant.platform !== input.platform)
    throw new SimulatorInputError(`Restaurant ${restaurant.uuid} is on ${restaurant.platform}, not ${input.platform}`);
  const fulfillmentType = input.fulfillmentType ?? restaurant.fulfillmentType ?? DEFAULT_FULFILMENT[input.platform];
  const supported = supportedFulfilments(input.platform);
  if (!supported.includes(fulfillmentType))
    throw new SimulatorInputError(
      `${PLATFORMS[input.platform].label} has no ${fulfillmentType} orders (it has ${supported.join(', ')})`,
    );
  return { restaurant, fulfillmentType, deliveries };
}
