import { asRecord, optionalNumber, optionalString } from '../json-reader';
import type { PlatformConnection } from '../platform-config';

// docs/platforms.md#connecting-uber-eats: the restaurant owner authorises Comptoir with OAuth `authorization_code` and
// the scope `eats.pos_provisioning`; the code is exchanged at the same token endpoint as Comptoir's own
// `client_credentials` token, and the owner's token is refreshed with its refresh token.
const UBER_PROVISIONING_SCOPE = 'eats.pos_provisioning';

const REQUEST_TIMEOUT_MS = 10_000;
// Uber's tokens last 30 days; a token endpoint that names no lifetime gets the shortest one OAuth servers use.
const DEFAULT_EXPIRES_IN_SECONDS = 3_600;

export type OwnerTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date; scope: string };

/** The token endpoint refused the code or the refresh token (OAuth `invalid_grant`): the owner must authorise again. */
export class GrantRefusedError extends Error {}

/** The token endpoint could not be reached or answered something else than tokens or a refusal. */
export class TokenEndpointError extends Error {}

/** Where Comptoir sends the owner's browser to authorise it. */
export function uberAuthorizeUrl(
  authorizeUrl: string,
  connection: Pick<PlatformConnection, 'clientId'>,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('client_id', connection.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', UBER_PROVISIONING_SCOPE);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/** The owner's tokens for an authorisation code; the redirect uri must be the one the authorize request named. */
export function exchangeUberCode(
  connection: PlatformConnection,
  code: string,
  redirectUri: string,
  fetchFn: typeof fetch = fetch,
  now: Date = new Date(),
): Promise<OwnerTokens> {
  return requestTokens(
    connection,
    { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
    null,
    fetchFn,
    now,
  );
}

/** New tokens for a refresh token; a token endpoint that gives no new refresh token leaves the old one in use. */
export function refreshUberTokens(
  connection: PlatformConnection,
  refreshToken: string,
  fetchFn: typeof fetch = fetch,
  now: Date = new Date(),
): Promise<OwnerTokens> {
  return requestTokens(
    connection,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    refreshToken,
    fetchFn,
    now,
  );
}

async function requestTokens(
  connection: PlatformConnection,
  grant: Record<string, string>,
  previousRefreshToken: string | null,
  fetchFn: typeof fetch,
  now: Date,
): Promise<OwnerTokens> {
  if (!connection.authUrl) throw new TokenEndpointError('No Uber Eats token endpoint is configured');
  const form = new URLSearchParams({
    ...grant,
    client_id: connection.clientId,
    client_secret: connection.clientSecret,
  });
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(connection.authUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw new TokenEndpointError(
      `Uber Eats' token endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const body = parseJson(text);
  // RFC 6749 §5.2: an expired, used or revoked code or refresh token, or one issued to another client or redirect uri.
  if (response.status === 400 && optionalString(body.error) === 'invalid_grant')
    throw new GrantRefusedError(
      `Uber Eats refused the grant: ${optionalString(body.error_description) ?? 'invalid_grant'}`,
    );
  const accessToken = optionalString(body.access_token);
  if (!response.ok || !accessToken)
    throw new TokenEndpointError(`Uber Eats' token endpoint answered ${response.status}: ${text.slice(0, 200)}`);
  const expiresIn = optionalNumber(body.expires_in) ?? DEFAULT_EXPIRES_IN_SECONDS;
  return {
    accessToken,
    refreshToken: optionalString(body.refresh_token) ?? previousRefreshToken,
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
    scope: optionalString(body.scope) ?? UBER_PROVISIONING_SCOPE,
  };
}

function parseJson(text: string): Record<string, unknown> {
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return {};
  }
}
