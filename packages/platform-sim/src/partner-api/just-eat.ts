import type { SimOrder } from '../sim-order';
import {
  badRequest,
  conflict,
  noContent,
  stringField,
  withOrder,
  type PartnerApi,
  type PartnerReply,
  type PartnerRoute,
} from './route';
import { claimResponseRoute } from './just-eat-claims';
import { justEatMenuRoutes } from './just-eat-menu';
import { tabletLoginRoute } from './tablet-login';

// Just Eat partner API (docs/platforms.md#just-eat) order actions, plus JET Connect's sent-to-pos callbacks.
const ORDER = '([^/?]+)';
const DECIDED = ['accepted', 'rejected', 'cancelled', 'ignored'];

function decide(order: SimOrder, to: 'accepted' | 'rejected' | 'ignored'): PartnerReply {
  if (DECIDED.includes(order.state)) return conflict(`Order already ${order.state}`);
  order.state = to;
  return noContent();
}

const routes: PartnerRoute[] = [
  tabletLoginRoute,
  claimResponseRoute,
  ...justEatMenuRoutes,
  {
    method: 'PUT',
    pattern: new RegExp(`^/orders/${ORDER}/accept$`),
    handle: (r, c, m) =>
      withOrder(m, c, (order) =>
        stringField(r.body, 'TimeAcceptedFor') ? decide(order, 'accepted') : badRequest('TimeAcceptedFor is required'),
      ),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^/orders/${ORDER}/reject$`),
    handle: (_r, c, m) => withOrder(m, c, (order) => decide(order, 'rejected')),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^/orders/${ORDER}/ignore$`),
    handle: (_r, c, m) => withOrder(m, c, (order) => decide(order, 'ignored')),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^/orders/${ORDER}/cancel$`),
    handle: (_r, c, m) =>
      withOrder(m, c, (order) => {
        if (['rejected', 'cancelled', 'ignored', 'completed'].includes(order.state))
          return conflict(`Order already ${order.state}`);
        order.state = 'cancelled';
        return noContent();
      }),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`^/orders/${ORDER}/duedate$`),
    handle: (r, c, m) =>
      withOrder(m, c, (order) => {
        const due = new Date(stringField(r.body, 'DueDate') ?? '');
        if (Number.isNaN(due.getTime())) return badRequest('DueDate must be a date-time');
        if (order.state !== 'accepted') return conflict('Only an accepted order has a due date to change');
        order.readyAt = due;
        return noContent();
      }),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/orders/${ORDER}/readyforcollection$`),
    handle: (_r, c, m) =>
      withOrder(m, c, (order) => {
        if (order.state !== 'accepted' || order.draft.fulfillmentType !== 'PICKUP')
          return conflict('Only an accepted collection order can be ready for collection');
        order.state = 'ready';
        return noContent();
      }),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/orders/${ORDER}/complete$`),
    handle: (_r, c, m) =>
      withOrder(m, c, (order) => {
        if (order.state !== 'accepted' && order.state !== 'ready') return conflict(`Order is ${order.state}`);
        order.state = 'completed';
        return noContent();
      }),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/order/${ORDER}/sent-to-pos-success$`),
    handle: (_r, c, m) => withOrder(m, c, () => ({ status: 200, body: {} })),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/order/${ORDER}/sent-to-pos-failed$`),
    handle: (r, c, m) =>
      withOrder(m, c, () =>
        stringField(r.body, 'errorCode') ? { status: 200, body: {} } : badRequest('errorCode is required'),
      ),
  },
];

export const justEatApi: PartnerApi = {
  platform: 'PLATFORM_JUST_EAT',
  slug: 'just-eat',
  // JE partner API: `Authorization: JE-API-KEY <key>`; JET Connect: `X-Flyt-Api-Key`.
  isAuthorized: (headers, context) =>
    headers.get('authorization') === `JE-API-KEY ${context.secret}` || headers.get('x-flyt-api-key') === context.secret,
  routes,
};
