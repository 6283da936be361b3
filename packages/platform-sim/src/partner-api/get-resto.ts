import { createHmac, timingSafeEqual } from 'node:crypto';
import { pauseStore, reopenStore, type SimStore } from '../sim-store';
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
import { getRestoMenuRoutes } from './get-resto-menu';
import { tabletLoginRoute } from './tablet-login';

// GET RESTO is Comptoir's own push API: status callbacks go back to the application that pushed the order,
// signed like its pushes (`X-GetResto-Signature: sha256=<hex HMAC of the raw body>`).
const NEXT: Readonly<Record<string, string[]>> = {
  accepted: ['placed'],
  rejected: ['placed'],
  ready: ['accepted'],
  in_delivery: ['accepted', 'ready'],
  delivered: ['accepted', 'ready', 'in_delivery'],
  cancelled: ['placed', 'accepted', 'ready'],
};

const positiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

// Store callbacks (apps/server/src/platforms/get-resto/README.md): each body carries only what changed.
function updateStore(store: SimStore, body: Record<string, unknown>): PartnerReply {
  const { paused, busy, extraPreparationMinutes, busyMinutes } = body;
  if (typeof paused !== 'boolean' && typeof busy !== 'boolean') return badRequest('Send paused or busy');
  let nextBusy = busy === false ? null : store.busy;
  if (busy === true) {
    if (!positiveInteger(extraPreparationMinutes) || !positiveInteger(busyMinutes))
      return badRequest('busy needs extraPreparationMinutes and busyMinutes, positive integers');
    nextBusy = { extraPreparationMinutes, busyMinutes };
  }
  if (paused === true) pauseStore(store, null, null);
  if (paused === false) reopenStore(store);
  store.busy = nextBusy;
  return noContent();
}

const DELIVERY_MODES = ['PLATFORM', 'RESTAURANT'];

// The settings callback (README.md "Store callbacks"): the usual preparation time, or who delivers.
function updateSettings(store: SimStore, body: Record<string, unknown>): PartnerReply {
  const { preparationMinutes, deliveryMode } = body;
  if (preparationMinutes === undefined && deliveryMode === undefined)
    return badRequest('Send preparationMinutes or deliveryMode');
  if (preparationMinutes !== undefined && !positiveInteger(preparationMinutes))
    return badRequest('preparationMinutes must be a positive integer');
  if (deliveryMode !== undefined && (typeof deliveryMode !== 'string' || !DELIVERY_MODES.includes(deliveryMode)))
    return badRequest(`deliveryMode must be one of ${DELIVERY_MODES.join(', ')}`);
  if (typeof preparationMinutes === 'number') store.preparationSeconds = preparationMinutes * 60;
  if (typeof deliveryMode === 'string') store.deliveryMode = deliveryMode;
  return noContent();
}

const routes: PartnerRoute[] = [
  {
    // README.md "Reviews": the restaurant's answer, once per review.
    method: 'POST',
    pattern: /^\/reviews\/([^/]+)\/reply$/,
    handle: (request, context, match) => {
      const review = context.findReview(decodeURIComponent(match[1] ?? ''));
      if (!review) return notFound('Review not found');
      const message = stringField(request.body, 'message');
      if (!message) return badRequest('message must be a non-empty string');
      if (review.reply) return conflict('This review already has a reply');
      review.reply = { message, promotion: request.body.promotion ?? null };
      return noContent();
    },
  },
  {
    method: 'POST',
    pattern: /^\/stores\/([^/]+)\/status$/,
    handle: (r, c, m) => withStore(m, c, (store) => updateStore(store, r.body)),
  },
  {
    method: 'POST',
    pattern: /^\/stores\/([^/]+)\/settings$/,
    handle: (r, c, m) => withStore(m, c, (store) => updateSettings(store, r.body)),
  },
  ...getRestoMenuRoutes,
  tabletLoginRoute,
  {
    method: 'POST',
    pattern: /^\/orders\/([^/]+)\/status$/,
    handle: (request, context, match) =>
      withOrder(match, context, (order) => {
        const status = stringField(request.body, 'status');
        const from = status ? NEXT[status] : undefined;
        if (!status || !from) return badRequest(`status must be one of ${Object.keys(NEXT).join(', ')}`);
        if (!from.includes(order.state)) return conflict(`Order is ${order.state}`);
        order.state = status;
        return noContent();
      }),
  },
  {
    method: 'POST',
    pattern: /^\/orders\/([^/]+)\/delay$/,
    handle: (request, context, match) =>
      withOrder(match, context, (order) => {
        const extra = request.body.extraMinutes;
        if (typeof extra !== 'number' || !Number.isInteger(extra) || extra <= 0)
          return badRequest('extraMinutes must be a positive integer');
        if (order.state !== 'accepted') return conflict('Only an accepted order can be delayed');
        order.readyAt = new Date((order.readyAt ?? context.now()).getTime() + extra * 60_000);
        return noContent();
      }),
  },
];

export const getRestoApi: PartnerApi = {
  platform: 'PLATFORM_GET_RESTO',
  slug: 'get-resto',
  // The application's secret as a bearer token, or the body signed like GET RESTO's own pushes.
  isAuthorized: (headers, context, rawBody) => {
    if (headers.get('authorization') === `Bearer ${context.secret}`) return true;
    const given = /^sha256=([0-9a-f]{64})$/.exec(headers.get('x-getresto-signature') ?? '')?.[1];
    if (!given) return false;
    return timingSafeEqual(
      Buffer.from(given, 'hex'),
      createHmac('sha256', context.secret).update(rawBody, 'utf8').digest(),
    );
  },
  routes,
};
