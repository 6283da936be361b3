import { PROVISIONING_SCOPE, type PosData, type UberOwnerStore } from '../uber-merchant';
import {
  badRequest,
  bearerToken,
  noContent,
  notFound,
  stringField,
  type PartnerContext,
  type PartnerReply,
  type PartnerRequest,
  type PartnerRoute,
} from './route';

// Uber Eats' store provisioning (docs/platforms.md#connecting-uber-eats): the owner's authorize page, the
// authorization_code and refresh_token grants, the owner's stores, and pos_data, which makes Comptoir a store's order
// manager and brings `store.provisioned` (`store.deprovisioned` when switched off or removed).
const STORE = '([^/?]+)';
// Two stores a page, so a client's paging is exercised with the demo owner's few stores.
const STORES_PER_PAGE = 2;

const forbidden = (message: string): PartnerReply => ({ status: 403, body: { code: 'forbidden', message } });

function ownerOnly(request: PartnerRequest, context: PartnerContext): PartnerReply | null {
  const token = bearerToken(request.headers);
  return token && context.uberMerchant.isOwnerToken(token)
    ? null
    : forbidden(`This call needs the store owner's token with the ${PROVISIONING_SCOPE} scope`);
}

function storeBody(store: UberOwnerStore, posData: PosData | null) {
  return {
    store_id: store.storeId,
    name: store.name,
    location: store.location && {
      address: store.location.address,
      city: store.location.city,
      postal_code: store.location.postalCode,
      country: store.location.country,
    },
    ...(posData ? { pos_data: posData } : {}),
  };
}

function listStores(request: PartnerRequest, context: PartnerContext): PartnerReply {
  const refused = ownerOnly(request, context);
  if (refused) return refused;
  const query = request.query;
  const stores = context.uberMerchant.owner.stores;
  const startKey = query.get('start_key');
  const start = startKey ? stores.findIndex((store) => store.storeId === startKey) : 0;
  if (start < 0) return badRequest('start_key is not a key this endpoint gave');
  const limit = Math.min(STORES_PER_PAGE, Number(query.get('limit') ?? STORES_PER_PAGE) || STORES_PER_PAGE);
  const page = stores.slice(start, start + limit);
  const next = stores[start + limit];
  return {
    status: 200,
    body: {
      stores: page.map((store) => storeBody(store, context.uberMerchant.posData(store.storeId))),
      next_key: next ? next.storeId : null,
    },
  };
}

// Comptoir's own token sees every store of the simulated platform (as if its account had been added as a manager).
function storeDetails(context: PartnerContext, storeId: string): PartnerReply {
  const owned = context.uberMerchant.store(storeId);
  const posData = context.uberMerchant.posData(storeId);
  if (owned) return { status: 200, body: storeBody(owned, posData) };
  if (!context.findStore(storeId)) return notFound('Store not found');
  return { status: 200, body: storeBody({ storeId, name: 'Uber Eats store', location: null }, posData) };
}

function readPosData(body: Record<string, unknown>, previous: PosData | null): PosData | string {
  const integratorStoreId = stringField(body, 'integrator_store_id') ?? previous?.integrator_store_id ?? null;
  if (!integratorStoreId) return 'integrator_store_id is required';
  const isOrderManager = body.is_order_manager ?? previous?.is_order_manager ?? false;
  const enabled = body.integration_enabled ?? previous?.integration_enabled ?? true;
  if (typeof isOrderManager !== 'boolean') return 'is_order_manager must be a boolean';
  if (typeof enabled !== 'boolean') return 'integration_enabled must be a boolean';
  return {
    integration_enabled: enabled,
    integrator_store_id: integratorStoreId,
    integrator_brand_id: stringField(body, 'integrator_brand_id') ?? previous?.integrator_brand_id ?? null,
    is_order_manager: isOrderManager,
    store_configuration_data:
      stringField(body, 'store_configuration_data') ?? previous?.store_configuration_data ?? null,
  };
}

/** The owner links the store to Comptoir; Uber tells Comptoir with `store.provisioned` (again on a repeat). */
function createPosData(request: PartnerRequest, context: PartnerContext, storeId: string): PartnerReply {
  const refused = ownerOnly(request, context);
  if (refused) return refused;
  if (!context.uberMerchant.ownsStore(storeId)) return forbidden('The token’s owner does not own this store');
  const data = readPosData({ ...request.body, integration_enabled: true }, null);
  if (typeof data === 'string') return badRequest(data);
  context.uberMerchant.setPosData(storeId, data);
  context.notifyStore('store.provisioned', storeId);
  return noContent();
}

function updatePosData(request: PartnerRequest, context: PartnerContext, storeId: string): PartnerReply {
  const previous = context.uberMerchant.posData(storeId);
  if (!previous) return notFound('This store has no integration');
  const data = readPosData(request.body, previous);
  if (typeof data === 'string') return badRequest(data);
  context.uberMerchant.setPosData(storeId, data);
  // Switched off: Comptoir loses the store (it may still read pos_data); switched back on: it gets it again.
  if (previous.integration_enabled && !data.integration_enabled) context.notifyStore('store.deprovisioned', storeId);
  if (!previous.integration_enabled && data.integration_enabled) context.notifyStore('store.provisioned', storeId);
  return noContent();
}

function deletePosData(context: PartnerContext, storeId: string): PartnerReply {
  if (!context.uberMerchant.posData(storeId)) return notFound('This store has no integration');
  context.uberMerchant.setPosData(storeId, null);
  context.notifyStore('store.deprovisioned', storeId);
  return noContent();
}

const storeOf = (match: RegExpExecArray) => decodeURIComponent(match[1] ?? '');

function knownStore(
  context: PartnerContext,
  match: RegExpExecArray,
  act: (storeId: string) => PartnerReply,
): PartnerReply {
  const storeId = storeOf(match);
  return context.uberMerchant.store(storeId) || context.findStore(storeId) ? act(storeId) : notFound('Store not found');
}

export const uberProvisioningRoutes: PartnerRoute[] = [
  { method: 'GET', pattern: /^\/v1\/eats\/stores$/, handle: (r, c) => listStores(r, c) },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/eats/stores/${STORE}$`),
    handle: (_r, c, m) => storeDetails(c, storeOf(m)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/eats/stores/${STORE}/pos_data$`),
    handle: (r, c, m) => knownStore(c, m, (storeId) => createPosData(r, c, storeId)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/eats/stores/${STORE}/pos_data$`),
    handle: (_r, c, m) =>
      knownStore(c, m, (storeId) => {
        const data = c.uberMerchant.posData(storeId);
        return data ? { status: 200, body: data } : notFound('This store has no integration');
      }),
  },
  {
    method: 'PATCH',
    pattern: new RegExp(`^/v1/eats/stores/${STORE}/pos_data$`),
    handle: (r, c, m) => knownStore(c, m, (storeId) => updatePosData(r, c, storeId)),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/eats/stores/${STORE}/pos_data$`),
    handle: (_r, c, m) => knownStore(c, m, (storeId) => deletePosData(c, storeId)),
  },
  {
    // Demo only: the owner unlinks the store in Uber's own tools, which Comptoir hears as `store.deprovisioned`.
    method: 'POST',
    pattern: new RegExp(`^/stores/${STORE}/deprovision$`),
    public: true,
    handle: (_r, c, m) =>
      knownStore(c, m, (storeId) => {
        c.uberMerchant.setPosData(storeId, null);
        c.notifyStore('store.deprovisioned', storeId);
        return { status: 202, body: { event_type: 'store.deprovisioned', store_id: storeId } };
      }),
  },
];
