import type { SimOrder } from '../sim-order';
import { pauseStore, reopenStore } from '../sim-store';
import { GLOVO_HOLD_MS } from '../store-state';
import {
  badRequest,
  conflict,
  noContent,
  notFound,
  stringField,
  withOrder,
  withStore,
  type PartnerApi,
  type PartnerReply,
  type PartnerRoute,
} from './route';
import { glovoMenuRoutes } from './glovo-menu';
import { tabletLoginRoute } from './tablet-login';

// Glovo Partners API (docs/platforms.md#glovo): status updates only; no cancel or reject (that is a phone call to
// support).
const NEXT: Readonly<Record<string, { from: string[]; fulfilment: string | null }>> = {
  ACCEPTED: { from: ['DISPATCHED'], fulfilment: null },
  // Glovo's couriers collect (DELIVERY); the store's own fleet goes out (DELIVERY_THIRD_PARTY).
  READY_FOR_PICKUP: { from: ['DISPATCHED', 'ACCEPTED'], fulfilment: 'DELIVERY' },
  OUT_FOR_DELIVERY: { from: ['DISPATCHED', 'ACCEPTED'], fulfilment: 'DELIVERY_THIRD_PARTY' },
  PICKED_UP_BY_CUSTOMER: { from: ['DISPATCHED', 'ACCEPTED'], fulfilment: 'PICKUP' },
};
const NEWER_ACTIONS: Readonly<Record<string, string>> = {
  accept: 'ACCEPTED',
  ready_for_pickup: 'READY_FOR_PICKUP',
  out_for_delivery: 'OUT_FOR_DELIVERY',
  customer_picked_up: 'PICKED_UP_BY_CUSTOMER',
};

function moveTo(order: SimOrder, status: string | null | undefined): PartnerReply {
  const rule = status ? NEXT[status] : undefined;
  if (!status || !rule) return badRequest(`status must be one of ${Object.keys(NEXT).join(', ')}`);
  if (rule.fulfilment !== null && rule.fulfilment !== order.draft.fulfillmentType)
    return conflict(`${status} does not apply to a ${order.draft.fulfillmentType} order`);
  if (!rule.from.includes(order.state)) return conflict(`Order is ${order.state}`);
  order.state = status;
  return noContent();
}

// Temporary closing only (docs/platforms.md#glovo): a closing needs its end, and deleting it reopens the store.
const CLOSING = /^\/webhook\/stores\/([^/]+)\/closing$/;

const storeRoutes: PartnerRoute[] = [
  {
    method: 'PUT',
    pattern: CLOSING,
    handle: (request, context, match) =>
      withStore(match, context, (store) => {
        const until = new Date(stringField(request.body, 'until') ?? '');
        if (Number.isNaN(until.getTime())) return badRequest('until must be an ISO-8601 time with its offset');
        if (until <= context.now()) return badRequest('until must be in the future');
        pauseStore(store, until, null);
        return noContent();
      }),
  },
  {
    method: 'GET',
    pattern: CLOSING,
    handle: (_r, c, m) =>
      withStore(m, c, (store) => ({
        status: 200,
        body: {
          until: store.platformHold
            ? new Date(store.platformHold.since.getTime() + GLOVO_HOLD_MS).toISOString()
            : store.status === 'paused'
              ? (store.pausedUntil?.toISOString() ?? null)
              : null,
        },
      })),
  },
  {
    method: 'DELETE',
    pattern: CLOSING,
    handle: (_r, c, m) =>
      withStore(m, c, (store) => {
        reopenStore(store);
        return noContent();
      }),
  },
  tabletLoginRoute,
];

const routes: PartnerRoute[] = [
  ...storeRoutes,
  ...glovoMenuRoutes,
  {
    method: 'PUT',
    pattern: /^\/webhook\/stores\/([^/]+)\/orders\/([^/]+)\/status$/,
    handle: (request, context, match) => {
      const order = context.findOrder(decodeURIComponent(match[2] ?? ''));
      if (!order || order.draft.storeId !== decodeURIComponent(match[1] ?? '')) return notFound();
      return moveTo(order, stringField(request.body, 'status'));
    },
  },
  ...['PUT', 'POST'].map((method) => ({
    method,
    pattern:
      /^\/api\/v0\/integrations\/orders\/([^/]+)\/(accept|ready_for_pickup|out_for_delivery|customer_picked_up)$/,
    handle: (_request: unknown, context: Parameters<PartnerRoute['handle']>[1], match: RegExpExecArray) =>
      withOrder(match, context, (order) => moveTo(order, NEWER_ACTIONS[match[2] ?? ''])),
  })),
];

export const glovoApi: PartnerApi = {
  platform: 'PLATFORM_GLOVO',
  slug: 'glovo',
  // One static token per integrator, sent bare (no "Bearer").
  isAuthorized: (headers, context) => headers.get('authorization') === context.secret,
  routes,
};
