import type { PlatformCode } from '@comptoir/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformAuthorizations, type PlatformAuthorizationRow } from '../../db/schema';
import { decryptValue, encryptValue } from '../../lib/data-encryption';
import type { PlatformConnection } from '../platform-config';
import { GrantRefusedError, refreshUberTokens, type OwnerTokens } from './oauth';

// A restaurant owner's grant (docs/platforms.md#connecting-uber-eats). Its tokens are encrypted under DATA_KEY and
// read here only, to be sent to Uber: no API answer ever carries them.

export type GrantDeps = {
  db: Db;
  dataKey: Uint8Array;
  /** Uber Eats' connection: its token endpoint and Comptoir's client id and secret. */
  connection: PlatformConnection;
  fetch?: typeof fetch;
  now?: () => Date;
};

/** The grant lapsed or the owner withdrew it: they must connect with Uber again. */
export class AuthorizationExpiredError extends Error {
  constructor() {
    super('The Uber Eats authorisation has expired or was withdrawn: connect with Uber again');
    this.name = 'AuthorizationExpiredError';
  }
}

// A token about to lapse is refreshed first, so a call never leaves with one that expires on the way.
const TOKEN_MARGIN_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type GrantSummary = Pick<PlatformAuthorizationRow, 'id' | 'uuid' | 'companyId' | 'platform' | 'revokedAt'>;

/**
 * Records the grant; throws when its OAuth state (`stateNonce`) already stored one, so that neither a replayed state
 * nor two callbacks racing with one state store a second grant.
 */
export async function storeGrant(
  db: Db,
  dataKey: Uint8Array,
  input: {
    companyId: number;
    platform: PlatformCode;
    tokens: OwnerTokens;
    createdByAccountId: number | null;
    stateNonce: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(platformAuthorizations)
    .values({
      companyId: input.companyId,
      platform: input.platform,
      ...encryptedTokens(dataKey, input.tokens),
      createdByAccountId: input.createdByAccountId,
      stateNonce: input.stateNonce,
    })
    .onConflictDoNothing({ target: platformAuthorizations.stateNonce })
    .returning({ uuid: platformAuthorizations.uuid });
  if (!row) throw new Error('This OAuth state already brought a grant: it is used once');
  return row.uuid;
}

/** Whether a grant came from this OAuth state already. */
export async function isStateUsed(db: Db, stateNonce: string): Promise<boolean> {
  const [used] = await db
    .select({ id: platformAuthorizations.id })
    .from(platformAuthorizations)
    .where(eq(platformAuthorizations.stateNonce, stateNonce))
    .limit(1);
  return used !== undefined;
}

/** The grant with this public id, or null (also for a string that is no uuid at all). */
export async function findGrant(db: Db, uuid: string): Promise<GrantSummary | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db
    .select({
      id: platformAuthorizations.id,
      uuid: platformAuthorizations.uuid,
      companyId: platformAuthorizations.companyId,
      platform: platformAuthorizations.platform,
      revokedAt: platformAuthorizations.revokedAt,
    })
    .from(platformAuthorizations)
    .where(eq(platformAuthorizations.uuid, uuid.toLowerCase()));
  return row ?? null;
}

/**
 * The grant's access token, refreshed with its refresh token when it has lapsed (or is about to). Throws
 * AuthorizationExpiredError when Uber refuses the refresh (the grant is then marked revoked), TokenEndpointError when
 * Uber cannot be reached. No transaction is held over the HTTP call, so two processes may refresh one grant at once;
 * if Uber rotates refresh tokens, one of them is refused for a token the other has just replaced. The refused one waits
 * a moment for the other's tokens before calling the grant withdrawn, and revokes only the token it tried; the one
 * that succeeded stores its tokens over the token it used, which also lifts a revocation the other made too early.
 */
export async function grantAccessToken(deps: GrantDeps, grantId: number): Promise<string> {
  const now = deps.now?.() ?? new Date();
  const row = await readGrant(deps.db, grantId);
  if (!row || row.revokedAt) throw new AuthorizationExpiredError();
  if (row.expiresAt.getTime() > now.getTime() + TOKEN_MARGIN_MS)
    return decryptValue(deps.dataKey, row.accessTokenEncrypted);
  const used = row.refreshTokenEncrypted;
  if (!used) throw await revokeGrant(deps.db, grantId);
  let tokens: OwnerTokens;
  try {
    tokens = await refreshUberTokens(deps.connection, decryptValue(deps.dataKey, used), deps.fetch, now);
  } catch (error) {
    if (!(error instanceof GrantRefusedError)) throw error;
    const replaced = await awaitReplacedToken(deps, grantId, used);
    if (replaced) return replaced;
    throw await revokeGrant(deps.db, grantId, used);
  }
  await deps.db
    .update(platformAuthorizations)
    .set({ ...encryptedTokens(deps.dataKey, tokens), revokedAt: null })
    .where(and(eq(platformAuthorizations.id, grantId), eq(platformAuthorizations.refreshTokenEncrypted, used)));
  return tokens.accessToken;
}

// How long a refused refresh waits for another process's: its tokens are written moments after Uber answers it.
const REPLACED_WAIT_MS = 2_000;
const REPLACED_POLL_MS = 100;

/** The access token stored over `used` by another refresh within REPLACED_WAIT_MS, or null. */
async function awaitReplacedToken(deps: GrantDeps, grantId: number, used: string): Promise<string | null> {
  for (let waited = 0; ; waited += REPLACED_POLL_MS) {
    const latest = await readGrant(deps.db, grantId);
    if (latest && !latest.revokedAt && latest.refreshTokenEncrypted !== used)
      return decryptValue(deps.dataKey, latest.accessTokenEncrypted);
    if (waited >= REPLACED_WAIT_MS) return null;
    await new Promise((resolve) => setTimeout(resolve, REPLACED_POLL_MS));
  }
}

/** How the outbound worker reads an owner's token for a call made with their grant, and drops one Uber refused. */
export type GrantTokens = { accessToken(grantId: number): Promise<string>; expire(grantId: number): Promise<void> };

export function grantTokensOf(deps: GrantDeps): GrantTokens {
  return {
    accessToken: (grantId) => grantAccessToken(deps, grantId),
    expire: (grantId) => expireGrantToken(deps.db, grantId, deps.now?.()),
  };
}

/** Uber refused the access token (401) before its time: the next use refreshes it. */
export async function expireGrantToken(db: Db, grantId: number, now: Date = new Date()): Promise<void> {
  await db.update(platformAuthorizations).set({ expiresAt: now }).where(eq(platformAuthorizations.id, grantId));
}

async function readGrant(db: Db, grantId: number): Promise<PlatformAuthorizationRow | null> {
  const [row] = await db.select().from(platformAuthorizations).where(eq(platformAuthorizations.id, grantId));
  return row ?? null;
}

/**
 * Marks the grant withdrawn (Uber refused its refresh token, or a fresh access token); returns the error to throw.
 * Given the refresh token Uber refused, only while the grant still holds it: one stored since came from a refresh
 * that worked.
 */
export async function revokeGrant(
  db: Db,
  grantId: number,
  refusedRefreshToken?: string,
): Promise<AuthorizationExpiredError> {
  await db
    .update(platformAuthorizations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(platformAuthorizations.id, grantId),
        isNull(platformAuthorizations.revokedAt),
        refusedRefreshToken === undefined
          ? undefined
          : eq(platformAuthorizations.refreshTokenEncrypted, refusedRefreshToken),
      ),
    );
  return new AuthorizationExpiredError();
}

function encryptedTokens(dataKey: Uint8Array, tokens: OwnerTokens) {
  return {
    accessTokenEncrypted: encryptValue(dataKey, tokens.accessToken),
    refreshTokenEncrypted: tokens.refreshToken === null ? null : encryptValue(dataKey, tokens.refreshToken),
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
  };
}
