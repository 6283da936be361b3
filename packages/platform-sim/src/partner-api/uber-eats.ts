import { uberFulfilment, uberFulfillmentOrder, uberV2Order } from '../payloads/uber-eats';
import type { SimOrder } from '../sim-order';
import { pauseStore, reopenStore, type SimStore } from '../sim-store';
import {
  badRequest,
  bearerToken,
  conflict,
  noContent,
  stringField,
  withOrder,
  withStore,
  type PartnerApi,
  type PartnerContext,
  type PartnerReply,
  type PartnerRoute,
} from './route';
import { tabletLoginRoute } from './tablet-login';
import { uberMenuRoutes } from './uber-eats-menu';
import { ownerTokenGrant, uberAuthorizeRoutes } from './uber-eats-oauth';
import { uberProvisioningRoutes } from './uber-eats-provisioning';

// Uber Eats (docs/platforms.md#uber-eats-order-calls): both the legacy v1/v2 eats calls and the Order Fulfillment API,
// OAuth bearer tokens.
const ORDER = '([^/?]+)';

function toUberState(order: SimOrder): {
  platformOrderId: string;
  displayId: string;
  state: string;
  preparationStatus: string;
  failureReason: string | null;
  readyForPickupAt: Date | null;
} {
  return {
    platformOrderId: order.platformOrderId,
    displayId: order.displayId,
    state: order.state,
    preparationStatus: order.stage ?? 'PREPARING',
    failureReason: order.failureReason,
    readyForPickupAt: order.readyAt,
  };
}

function readyTime(value: string | null): Date | null | 'invalid' {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

function accept(order: SimOrder, readyAt: string | null): PartnerReply {
  if (order.state !== 'OFFERED') return conflict(`Order is ${order.state}, only an OFFERED order can be accepted`);
  const time = readyTime(readyAt);
  if (time === 'invalid') return badRequest('ready_for_pickup_time must be an RFC 3339 time');
  order.state = 'ACCEPTED';
  order.readyAt = time;
  return noContent();
}

function deny(order: SimOrder): PartnerReply {
  if (order.state !== 'OFFERED') return conflict(`Order is ${order.state}, only an OFFERED order can be denied`);
  order.state = 'FAILED';
  order.failureReason = 'POS_DENIED';
  return noContent();
}

function cancel(order: SimOrder): PartnerReply {
  if (order.state !== 'OFFERED' && order.state !== 'ACCEPTED')
    return conflict(`Order is ${order.state} and can no longer be cancelled`);
  order.state = 'FAILED';
  order.failureReason = 'RESTAURANT_CANCELED';
  return noContent();
}

// docs/platforms.md#uber-eats-store-hours-and-menus: store status (ONLINE|PAUSED, optional paused_until) and the
// default preparation time in seconds.
const STORE = '([^/?]+)';
const MAX_PREP_TIME_SECONDS = 10_800;

function setStoreStatus(store: SimStore, body: Record<string, unknown>, context: PartnerContext): PartnerReply {
  const status = stringField(body, 'status');
  if (status === 'ONLINE') {
    reopenStore(store);
    // A store Uber paused (PAUSED_BY_UBER) comes back when the restaurant reactivates it, and Uber says its status
    // changed; a store Uber hides stays hidden (store-state.ts).
    if (store.platformHold?.state === 'notOrderable') {
      store.platformHold = null;
      context.notifyStore('eats.store.status.notification', store.storeId);
    }
    return noContent();
  }
  if (status !== 'PAUSED') return badRequest('status must be ONLINE or PAUSED');
  const until = readyTime(stringField(body, 'paused_until'));
  if (until === 'invalid') return badRequest('paused_until must be an ISO-8601 time');
  pauseStore(store, until, stringField(body, 'reason'));
  return noContent();
}

function storeStatus(store: SimStore): PartnerReply {
  // The platform's own stop or hiding (store-state.ts) outweighs the restaurant's pause.
  if (store.platformHold)
    return {
      status: 200,
      body: {
        status: store.platformHold.state === 'notVisible' ? 'OFFLINE' : 'PAUSED',
        offlineReason: store.platformHold.reason,
      },
    };
  return {
    status: 200,
    body: {
      status: store.status === 'open' ? 'ONLINE' : 'PAUSED',
      offlineReason: store.status === 'open' ? null : 'PAUSED_BY_RESTAURANT',
    },
  };
}

function setPrepTime(store: SimStore, value: unknown): PartnerReply {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_PREP_TIME_SECONDS)
    return badRequest(`default_prep_time must be whole seconds from 0 to ${MAX_PREP_TIME_SECONDS}`);
  store.preparationSeconds = value;
  return noContent();
}

const routes: PartnerRoute[] = [
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/eats/store/${STORE}/status$`),
    handle: (r, c, m) => withStore(m, c, (store) => setStoreStatus(store, r.body, c)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/eats/store/${STORE}/status$`),
    handle: (_r, c, m) => withStore(m, c, storeStatus),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/delivery/store/${STORE}/update-store-prep-time$`),
    handle: (r, c, m) => withStore(m, c, (store) => setPrepTime(store, r.body.default_prep_time)),
  },
  tabletLoginRoute,
  ...uberMenuRoutes,
  ...uberAuthorizeRoutes,
  ...uberProvisioningRoutes,
  {
    method: 'POST',
    pattern: /^\/oauth\/v2\/token$/,
    public: true,
    handle: (request, context) => {
      const form = new URLSearchParams(request.rawBody);
      // A restaurant owner's grants (authorization_code, refresh_token); Comptoir's own client_credentials below.
      const ownerGrant = ownerTokenGrant(form, context);
      if (ownerGrant) return ownerGrant;
      const secret = form.get('client_secret') ?? stringField(request.body, 'client_secret');
      if (
        (form.get('grant_type') ?? stringField(request.body, 'grant_type')) !== 'client_credentials' ||
        secret !== context.secret
      ) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      return {
        status: 200,
        body: {
          access_token: context.issueToken(),
          token_type: 'Bearer',
          expires_in: 2_592_000,
          scope: 'eats.order eats.store eats.store.orders.read eats.store.status.write',
        },
      };
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v2/eats/order/${ORDER}$`),
    handle: (_r, c, m) =>
      withOrder(m, c, (order) => ({ status: 200, body: uberV2Order(order.draft, toUberState(order), 'Demo store') })),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/delivery/order/${ORDER}$`),
    handle: (_r, c, m) =>
      withOrder(m, c, (order) => ({ status: 200, body: uberFulfillmentOrder(order.draft, toUberState(order)) })),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/delivery/order/${ORDER}/accept$`),
    handle: (r, c, m) => withOrder(m, c, (order) => accept(order, stringField(r.body, 'ready_for_pickup_time'))),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/eats/orders/${ORDER}/accept_pos_order$`),
    handle: (r, c, m) =>
      withOrder(m, c, (order) =>
        accept(
          order,
          typeof r.body.pickup_time === 'number' ? new Date(r.body.pickup_time * 1000).toISOString() : null,
        ),
      ),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/delivery/order/${ORDER}/deny$`),
    handle: (r, c, m) =>
      withOrder(m, c, (order) => (r.body.deny_reason ? deny(order) : badRequest('deny_reason is required'))),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/eats/orders/${ORDER}/deny_pos_order$`),
    handle: (r, c, m) => withOrder(m, c, (order) => (r.body.reason ? deny(order) : badRequest('reason is required'))),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/delivery/order/${ORDER}/cancel$`),
    handle: (_r, c, m) => withOrder(m, c, cancel),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/eats/orders/${ORDER}/cancel$`),
    handle: (_r, c, m) => withOrder(m, c, cancel),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/delivery/order/${ORDER}/ready$`),
    handle: (_r, c, m) =>
      withOrder(m, c, (order) => {
        if (order.state !== 'ACCEPTED' || order.stage === 'READY_FOR_HANDOFF')
          return conflict('Only an accepted order that is not ready yet can be marked ready');
        order.stage = 'READY_FOR_HANDOFF';
        return noContent();
      }),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/delivery/order/${ORDER}/update-ready-time$`),
    handle: (r, c, m) =>
      withOrder(m, c, (order) => {
        // Only for ACCEPTED orders that are not ready and have no courier on the way.
        if (order.state !== 'ACCEPTED' || order.stage === 'READY_FOR_HANDOFF')
          return conflict('The ready time can only change on an accepted order that is not ready');
        const time = readyTime(stringField(r.body, 'ready_for_pickup_time'));
        if (time === null || time === 'invalid') return badRequest('ready_for_pickup_time must be an RFC 3339 time');
        order.readyAt = time;
        return noContent();
      }),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/eats/orders/${ORDER}/restaurantdelivery/status$`),
    handle: (r, c, m) =>
      withOrder(m, c, (order) => {
        const status = stringField(r.body, 'status');
        if (status !== 'started' && status !== 'arriving' && status !== 'delivered')
          return badRequest('status must be started, arriving or delivered');
        // Uber's own couriers report their progress themselves; the restaurant only reports its own deliveries and
        // pickups.
        if (uberFulfilment(order.draft) === 'DELIVERY') return conflict('Uber couriers deliver this order');
        if (order.state !== 'ACCEPTED' && order.state !== 'HANDED_OFF') return conflict(`Order is ${order.state}`);
        order.state = status === 'delivered' ? 'SUCCEEDED' : 'HANDED_OFF';
        return noContent();
      }),
  },
];

export const uberEatsApi: PartnerApi = {
  platform: 'PLATFORM_UBER_EAT',
  slug: 'uber-eats',
  isAuthorized: (headers, context) => {
    const token = bearerToken(headers);
    return (
      token !== null &&
      (context.tokens.has(token) || token === context.secret || context.uberMerchant.isOwnerToken(token))
    );
  },
  routes,
};
