import { deliverooOrder, type DeliverooStatus } from '../payloads/deliveroo';
import type { SimOrder } from '../sim-order';
import { pauseStore, reopenStore } from '../sim-store';
import {
  badRequest,
  bearerToken,
  conflict,
  noContent,
  stringField,
  withOrder,
  withStore,
  type PartnerApi,
  type PartnerRoute,
} from './route';
import { deliverooMenuRoutes } from './deliveroo-menu';
import { tabletLoginRoute } from './tablet-login';

// Deliveroo Order API (docs/platforms.md#deliveroo-order-calls): one accept/reject per order (409 after), prep stages,
// sync status.
const ORDER = '([^/?]+)';
const REJECT_REASONS = ['closing_early', 'busy', 'ingredient_unavailable', 'other'];
const STAGES = ['in_kitchen', 'ready_for_collection_soon', 'ready_for_collection', 'collected'];
const DELAYS = [0, 2, 4, 6, 8, 10];

function setStatus(order: SimOrder, status: DeliverooStatus, at: Date): void {
  order.state = status;
  order.statusLog.push({ at: at.toISOString(), status });
}

// Site API (docs/platforms.md#deliveroo-site-hours-and-menus): any brand id is accepted, the site id names the store.
const SITE = '^/site/v1/brands/[^/]+/sites/([^/]+)';
const WORKLOAD_MODES = ['QUIET', 'MODERATE', 'BUSY'];

const siteRoutes: PartnerRoute[] = [
  {
    method: 'GET',
    pattern: new RegExp(`${SITE}/status$`),
    handle: (_r, c, m) =>
      withStore(m, c, (store) => ({
        status: 200,
        body: { status: store.status === 'open' && !store.platformHold ? 'open' : 'closed' },
      })),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`${SITE}/status$`),
    handle: (request, context, match) =>
      withStore(match, context, (store) => {
        const status = stringField(request.body, 'status');
        if (status === 'open') reopenStore(store);
        else if (status === 'closed') pauseStore(store, null, null);
        else return badRequest('status must be open or closed');
        return noContent();
      }),
  },
  {
    method: 'PUT',
    pattern: new RegExp(`${SITE}/workload/mode$`),
    handle: (request, context, match) =>
      withStore(match, context, (store) => {
        const mode = stringField(request.body, 'mode');
        if (!mode || !WORKLOAD_MODES.includes(mode))
          return badRequest(`mode must be one of ${WORKLOAD_MODES.join(', ')}`);
        store.busy = mode === 'BUSY' ? { extraPreparationMinutes: null, busyMinutes: null } : null;
        return noContent();
      }),
  },
  siteLookupRoute(),
  tabletLoginRoute,
];

// The Site API's error shape (api-docs.deliveroo.com: `{error: {code, message}}`).
const siteError = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

/**
 * `GET /site/v1/brands/{brandId}/sites/{siteId}`, what Comptoir checks a pasted Hub address with: 404 for a site
 * unknown or under another brand, as Deliveroo answers; 403 for a site whose restaurant did not link Comptoir's
 * integration in Partner Hub (the simulator's reading: Deliveroo documents no answer for that case).
 */
function siteLookupRoute(): PartnerRoute {
  return {
    method: 'GET',
    pattern: /^\/site\/v1\/brands\/([^/]+)\/sites\/([^/]+)$/,
    handle: (_request, context, match) => {
      const brandId = decodeURIComponent(match[1] ?? '');
      const store = context.findStore(decodeURIComponent(match[2] ?? ''));
      if (!store || (store.brandId !== null && store.brandId !== brandId))
        return siteError(404, 'not_found', 'The specified resource could not be found.');
      if (!store.linkedToIntegrator)
        return siteError(403, 'forbidden', 'This site has not enabled this integration in Partner Hub.');
      return {
        status: 200,
        body: {
          id: store.storeId,
          brand_id: brandId,
          status: store.status === 'open' ? 'OPEN' : 'CLOSED',
          api_access: { site: true, menu: true, fulfillment: true, pos: true },
        },
      };
    },
  };
}

const routes: PartnerRoute[] = [
  ...siteRoutes,
  ...deliverooMenuRoutes,
  {
    method: 'POST',
    pattern: /^\/oauth2\/token$/,
    public: true,
    handle: (request, context) => {
      const basic = /^Basic (.+)$/i.exec(request.headers.get('authorization') ?? '');
      const [, secret] = Buffer.from(basic?.[1] ?? '', 'base64')
        .toString('utf8')
        .split(':');
      if (
        new URLSearchParams(request.rawBody).get('grant_type') !== 'client_credentials' ||
        secret !== context.secret
      ) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      return { status: 200, body: { access_token: context.issueToken(), expires_in: 300, token_type: 'Bearer' } };
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/order/v1/orders/${ORDER}$`),
    handle: (_r, c, m) =>
      withOrder(m, c, (order) => ({
        status: 200,
        body: deliverooOrder(order.draft, {
          id: order.platformOrderId,
          orderNumber: order.extra.orderNumber ?? '',
          displayId: order.displayId,
          status: order.state as DeliverooStatus,
          statusLog: order.statusLog as { at: string; status: DeliverooStatus }[],
        }),
      })),
  },
  {
    method: 'PATCH',
    pattern: new RegExp(`^/order/v1/orders/${ORDER}$`),
    handle: (request, context, match) =>
      withOrder(match, context, (order) => {
        const status = stringField(request.body, 'status');
        if (status === 'confirmed') {
          // Confirmation is for scheduled orders, once accepted.
          if (order.state !== 'accepted' || order.draft.scheduledFor === null)
            return conflict('Only an accepted scheduled order can be confirmed');
          setStatus(order, 'confirmed', context.now());
          return noContent();
        }
        if (status !== 'accepted' && status !== 'rejected')
          return badRequest('status must be accepted, rejected or confirmed');
        if (status === 'rejected' && !REJECT_REASONS.includes(stringField(request.body, 'reject_reason') ?? ''))
          return badRequest(`reject_reason must be one of ${REJECT_REASONS.join(', ')}`);
        if (order.state !== 'placed') return conflict(`The order is already ${order.state}`);
        setStatus(order, status, context.now());
        return noContent();
      }),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/order/v1/orders/${ORDER}/sync_status$`),
    handle: (request, context, match) =>
      withOrder(match, context, () => {
        const status = stringField(request.body, 'status');
        if (status !== 'succeeded' && status !== 'failed') return badRequest('status must be succeeded or failed');
        return noContent();
      }),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/order/v1/orders/${ORDER}/prep_stage$`),
    handle: (request, context, match) =>
      withOrder(match, context, (order) => {
        const stage = stringField(request.body, 'stage');
        if (!stage || !STAGES.includes(stage)) return badRequest(`stage must be one of ${STAGES.join(', ')}`);
        const delay = request.body.delay;
        if (delay !== undefined && (stage !== 'in_kitchen' || typeof delay !== 'number' || !DELAYS.includes(delay)))
          return badRequest('delay is 0, 2, 4, 6, 8 or 10 minutes, with in_kitchen only');
        if (order.state !== 'accepted' && order.state !== 'confirmed')
          return conflict(`The order is ${order.state}; prep stages follow acceptance`);
        order.stage = stage;
        return noContent();
      }),
  },
];

export const deliverooApi: PartnerApi = {
  platform: 'PLATFORM_DELIVEROO',
  slug: 'deliveroo',
  isAuthorized: (headers, context) => {
    const token = bearerToken(headers);
    if (token !== null) return context.tokens.has(token);
    // Older APIs: HTTP Basic api-key:secret.
    const basic = /^Basic (.+)$/i.exec(headers.get('authorization') ?? '');
    return (
      basic !== null &&
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[1] === context.secret
    );
  },
  routes,
};
