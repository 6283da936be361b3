import { randomUUID } from 'node:crypto';
import { signGetRestoBody, signGetRestoCallback } from '../get-resto/signature';
import type { PlatformCode } from '@comptoir/domain';
import { requestIntegrator } from '../../lib/integrator-http';
import type { OutboundCall } from '../adapter';
import { asRecord, optionalNumber, optionalString } from '../json-reader';
import type { PlatformConnection, PlatformConnections } from '../platform-config';

export type PlatformResponse = { status: number; headers: Headers; text: string };

/**
 * A GET RESTO store's application, when it has one: its calls go to `<baseUrl><path>` signed with its secrets (the
 * current one, and the replaced one during a rotation's overlap) instead of GET_RESTO_API_URL (get-resto/README.md).
 */
export type ApplicationEndpoint = { baseUrl: string; secrets: { current: string; previous: string | null } };

/**
 * Sends one call to a platform's partner API with that platform's authentication, or to a store's application. With
 * `ownerToken` the call goes with a restaurant owner's OAuth token instead of Comptoir's own (Uber Eats `pos_data`,
 * docs/platforms.md#connecting-uber-eats).
 */
export type PlatformClient = {
  request(
    platform: PlatformCode,
    call: OutboundCall,
    application?: ApplicationEndpoint,
    ownerToken?: string,
  ): Promise<PlatformResponse>;
};

export type PlatformClientOptions = {
  /**
   * Whether an application's webhook URL may lead to a loopback or private address (config.webhooksToPrivateNetworks).
   */
  allowPrivateNetworks?: boolean;
};

export class PlatformRequestError extends Error {}

const REQUEST_TIMEOUT_MS = 10_000;
// What the outbound worker keeps of an answer.
const KEPT_RESPONSE_BYTES = 10_000;
// Refresh a token a little before it expires, so a call never goes out with one about to lapse.
const TOKEN_MARGIN_MS = 30_000;

type Token = { value: string; expiresAt: number };

export function createPlatformClient(
  connections: PlatformConnections,
  fetchFn: typeof fetch = fetch,
  options: PlatformClientOptions = {},
): PlatformClient {
  const tokens = new Map<PlatformCode, Token>();

  // The address is the integrator's choice, so it goes through requestIntegrator (no redirect, no private address
  // unless allowed), and carries only the application's own signature: no deployment credential.
  async function requestApplication(application: ApplicationEndpoint, call: OutboundCall): Promise<PlatformResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    const rawBody = call.body === undefined ? undefined : JSON.stringify(call.body);
    if (rawBody !== undefined) headers['content-type'] = 'application/json';
    Object.assign(
      headers,
      signGetRestoCallback(rawBody ?? '', application.secrets, headers['idempotency-key'] ?? randomUUID()),
    );
    const response = await requestIntegrator({
      method: call.method,
      url: joinToBaseUrl(application.baseUrl, call.path),
      headers,
      ...(rawBody === undefined ? {} : { body: rawBody }),
      allowPrivateNetworks: options.allowPrivateNetworks ?? false,
      timeoutMs: REQUEST_TIMEOUT_MS,
      maxResponseBytes: KEPT_RESPONSE_BYTES,
    });
    return { status: response.status, headers: response.headers, text: response.text };
  }

  // docs/platforms.md#at-a-glance: Uber and Deliveroo use OAuth2 client_credentials (Deliveroo with Basic id:secret).
  async function fetchToken(platform: PlatformCode, connection: PlatformConnection): Promise<string> {
    const cached = tokens.get(platform);
    if (cached && cached.expiresAt > Date.now() + TOKEN_MARGIN_MS) return cached.value;
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (platform === 'PLATFORM_DELIVEROO') {
      headers.authorization = `Basic ${Buffer.from(`${connection.clientId}:${connection.clientSecret}`).toString('base64')}`;
    } else {
      form.set('client_id', connection.clientId);
      form.set('client_secret', connection.clientSecret);
      form.set('scope', 'eats.order eats.store');
    }
    const response = await fetchFn(connection.authUrl, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok)
      throw new PlatformRequestError(
        `Token request to ${connection.authUrl} answered ${response.status}: ${text.slice(0, 200)}`,
      );
    const body = asRecord(JSON.parse(text));
    const value = optionalString(body.access_token);
    if (!value) throw new PlatformRequestError(`Token request to ${connection.authUrl} gave no access_token`);
    tokens.set(platform, { value, expiresAt: Date.now() + (optionalNumber(body.expires_in) ?? 300) * 1000 });
    return value;
  }

  async function authorization(platform: PlatformCode, connection: PlatformConnection): Promise<string> {
    if (connection.authUrl) return `Bearer ${await fetchToken(platform, connection)}`;
    switch (platform) {
      case 'PLATFORM_JUST_EAT':
        return `JE-API-KEY ${connection.clientSecret}`;
      // Glovo: the shared token itself, without "Bearer" (docs/platforms.md#glovo).
      case 'PLATFORM_GLOVO':
        return connection.clientSecret;
      default:
        return `Bearer ${connection.clientSecret}`;
    }
  }

  return {
    async request(platform, call, application, ownerToken) {
      if (application && platform === 'PLATFORM_GET_RESTO') return requestApplication(application, call);
      const connection = connections[platform];
      if (!connection.apiUrl) throw new PlatformRequestError(`No partner-API base URL is configured for ${platform}`);
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: ownerToken === undefined ? await authorization(platform, connection) : `Bearer ${ownerToken}`,
        ...call.headers,
      };
      const rawBody = call.body === undefined ? undefined : JSON.stringify(call.body);
      if (rawBody !== undefined) headers['content-type'] = 'application/json';
      // GET RESTO callbacks are signed like its pushes (get-resto/README.md), keyed by the call's idempotency key.
      if (platform === 'PLATFORM_GET_RESTO') {
        Object.assign(
          headers,
          signGetRestoBody(rawBody ?? '', connection.clientSecret, headers['idempotency-key'] ?? randomUUID()),
        );
      }
      const response = await fetchFn(`${connection.apiUrl}${call.path}`, {
        method: call.method,
        headers,
        body: rawBody,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status === 401 && ownerToken === undefined) tokens.delete(platform);
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
  };
}

/**
 * The call's path appended to the base URL's own path, the base's query kept (`https://pos.example/hook?key=1` and
 * `/orders/7/accept` give `https://pos.example/hook/orders/7/accept?key=1`), so an address carrying a token still
 * works.
 */
export function joinToBaseUrl(baseUrl: string, path: string): string {
  const url = new URL(baseUrl);
  const target = new URL(path, 'http://path.invalid');
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${target.pathname}`;
  for (const [name, value] of target.searchParams) url.searchParams.append(name, value);
  return url.toString();
}

// One client per configuration for the reads made at once from a request (store lookups), so each platform's own
// token is fetched once per lifetime rather than on every lookup.
const readClients = new WeakMap<PlatformConnections, PlatformClient>();

/** The shared client of these connections; a fresh one when the caller brings its own fetch (tests). */
export function readClientOf(connections: PlatformConnections, fetchFn?: typeof fetch): PlatformClient {
  if (fetchFn) return createPlatformClient(connections, fetchFn);
  let client = readClients.get(connections);
  if (!client) {
    client = createPlatformClient(connections);
    readClients.set(connections, client);
  }
  return client;
}
