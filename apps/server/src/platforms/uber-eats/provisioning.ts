import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { asArray, asRecord, optionalString, type JsonRecord } from '../json-reader';
import { readClientOf, type PlatformClient, type PlatformResponse } from '../outbound/platform-client';
import {
  AuthorizationExpiredError,
  expireGrantToken,
  findGrant,
  grantAccessToken,
  revokeGrant,
  type GrantDeps,
} from './grants';
import { TokenEndpointError } from './oauth';

// docs/platforms.md#connecting-uber-eats: an owner's stores are read with the owner's token (GET /v1/eats/stores,
// paged with start_key → next_key); a single store, for a UUID typed without "Connect with Uber", with Comptoir's own
// client-credentials token (GET /v1/eats/stores/{id}), which sees it once the owner added Comptoir's account as a
// manager of the store.

/** What the Uber Eats calls need: the GraphQL context has all of it. */
export type UberEatsDeps = { db: Db; config: Pick<AppConfig, 'dataKey' | 'platforms'>; fetch?: typeof fetch };

export type UberStore = { storeId: string; name: string; address: string | null };
export type UberStorePage = { stores: UberStore[]; nextCursor: string | null };

export type UberStoreLookup =
  { kind: 'found'; store: UberStore } | { kind: 'notFound' } | { kind: 'unreachable'; message: string };

/** Uber could not be reached, or answered something that is neither the stores nor a refusal. */
export class UberUnreachableError extends Error {}

// Uber's default page is 50 stores; an owner rarely has more than a few.
const PAGE_SIZE = 50;
// A typed UUID is looked for among the owner's stores page by page, up to this many pages.
const MAX_PAGES_SEARCHED = 20;

function clientOf(deps: UberEatsDeps): PlatformClient {
  return readClientOf(deps.config.platforms, deps.fetch);
}

function grantDepsOf(deps: UberEatsDeps): GrantDeps {
  return {
    db: deps.db,
    dataKey: deps.config.dataKey,
    connection: deps.config.platforms.PLATFORM_UBER_EAT,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  };
}

/**
 * One page of the owner's stores. A token Uber refuses is refreshed once; refused again, the grant is withdrawn
 * (AuthorizationExpiredError). Throws UberUnreachableError when Uber cannot be reached or answers nonsense.
 */
export async function listUberStores(
  deps: UberEatsDeps,
  grantId: number,
  after: string | null,
): Promise<UberStorePage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (after) query.set('start_key', after);
  const response = await ownerRequest(deps, grantId, `/v1/eats/stores?${query.toString()}`);
  if (response.status !== 200) throw unexpected(response);
  const body = parseBody(response);
  const stores = asArray(body.stores).flatMap((entry) => {
    const store = readStore(asRecord(entry));
    return store ? [store] : [];
  });
  return { stores, nextCursor: optionalString(body.next_key) };
}

/**
 * Whether Uber knows this store: among the owner's stores when `authorizationUuid` names their grant, else through
 * Comptoir's own access to it. The caller checks that the grant is the company's (companyAuthorizationId). Throws
 * AuthorizationExpiredError when the grant lapsed.
 */
export async function findUberEatsStore(
  deps: UberEatsDeps,
  storeId: string,
  authorizationUuid?: string | null,
): Promise<UberStoreLookup> {
  try {
    if (authorizationUuid) {
      const grant = await findGrant(deps.db, authorizationUuid);
      if (!grant) return { kind: 'notFound' };
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES_SEARCHED; page += 1) {
        const { stores, nextCursor } = await listUberStores(deps, grant.id, after);
        const store = stores.find((candidate) => candidate.storeId === storeId);
        if (store) return { kind: 'found', store };
        if (!nextCursor) break;
        after = nextCursor;
      }
      return { kind: 'notFound' };
    }
    const response = await clientOf(deps).request('PLATFORM_UBER_EAT', {
      method: 'GET',
      path: `/v1/eats/stores/${encodeURIComponent(storeId)}`,
    });
    // Uber answers 404 for a store that does not exist and 403 for one Comptoir's account is not a manager of.
    if (response.status === 404 || response.status === 403) return { kind: 'notFound' };
    if (response.status !== 200) throw unexpected(response);
    const store = readStore(parseBody(response));
    return store
      ? { kind: 'found', store }
      : { kind: 'unreachable', message: 'Uber Eats answered an unreadable store' };
  } catch (error) {
    if (error instanceof AuthorizationExpiredError) throw error;
    return { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The grant's id when it is this company's Uber Eats grant; null for another company's, or an unknown one. */
export async function companyAuthorizationId(
  db: Db,
  authorizationUuid: string,
  companyId: number,
): Promise<number | null> {
  const grant = await findGrant(db, authorizationUuid);
  return grant && grant.companyId === companyId && grant.platform === 'PLATFORM_UBER_EAT' ? grant.id : null;
}

async function ownerRequest(deps: UberEatsDeps, grantId: number, path: string): Promise<PlatformResponse> {
  const grantDeps = grantDepsOf(deps);
  const send = async () => {
    const token = await grantAccessToken(grantDeps, grantId).catch((error: unknown) => {
      if (error instanceof TokenEndpointError) throw new UberUnreachableError(error.message);
      throw error;
    });
    try {
      return await clientOf(deps).request('PLATFORM_UBER_EAT', { method: 'GET', path }, undefined, token);
    } catch (error) {
      throw new UberUnreachableError(error instanceof Error ? error.message : String(error));
    }
  };
  const first = await send();
  if (first.status !== 401) return first;
  // Refused before its time: refresh it once; refused with a fresh token, the owner withdrew the grant.
  await expireGrantToken(deps.db, grantId);
  const second = await send();
  if (second.status === 401) throw await revokeGrant(deps.db, grantId);
  return second;
}

function readStore(body: JsonRecord): UberStore | null {
  const storeId = optionalString(body.store_id);
  if (!storeId) return null;
  const location = asRecord(body.location);
  const street = [optionalString(location.address), optionalString(location.address_2)].filter(Boolean).join(', ');
  const town = [optionalString(location.postal_code), optionalString(location.city)].filter(Boolean).join(' ');
  const address = [street, town].filter((part) => part !== '').join(', ');
  return { storeId, name: optionalString(body.name) ?? storeId, address: address === '' ? null : address };
}

function parseBody(response: PlatformResponse): JsonRecord {
  try {
    return asRecord(JSON.parse(response.text));
  } catch {
    throw new UberUnreachableError('Uber Eats answered something that is not JSON');
  }
}

function unexpected(response: PlatformResponse): UberUnreachableError {
  return new UberUnreachableError(`Uber Eats answered ${response.status}: ${response.text.slice(0, 200)}`);
}

/**
 * Whether the store is linked to Comptoir now, read from its pos_data with Comptoir's own token: Uber's
 * `store.provisioned` / `store.deprovisioned` may come out of order, so the current link decides, not the event.
 * Uber keeps pos_data readable after a PATCH that disables the link and answers 404 (or 403) once it is deleted.
 * Throws PlatformRequestError / UberUnreachableError when Uber cannot say, so the event is retried.
 */
export async function isUberStoreLinked(client: PlatformClient, storeId: string): Promise<boolean> {
  const response = await client.request('PLATFORM_UBER_EAT', {
    method: 'GET',
    path: `/v1/eats/stores/${encodeURIComponent(storeId)}/pos_data`,
  });
  if (response.status === 404 || response.status === 403) return false;
  if (response.status !== 200) throw unexpected(response);
  return parseBody(response).integration_enabled !== false;
}
