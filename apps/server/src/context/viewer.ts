import { canSwitchUser, isAdministrator, isRole, type Role } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { accounts, devices, type AccountRow } from '../db/schema';
import { AppError } from '../errors';
import { recordSwitchStart } from '../modules/audit';
import { loadCompanyScope, type CompanyScope } from '../modules/tenancy';
import { verifyAccessToken } from './tokens';
import type { Viewer } from './types';
import { viewerCacheKey, type SignedInAccount, type ViewerCache } from './viewer-cache';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ViewerRequest = {
  db: Db;
  config: AppConfig;
  request: Request;
  clientAddress: string;
  /** The app's cache of signed-in accounts; null reads the database on every request. */
  viewerCache: ViewerCache | null;
};

/**
 * The viewer of a request, or null for a visitor. Throws request-level AppErrors (HTTP 401/403) per the
 * error contract: a token that is sent must be valid, and only switchers may send `x-switch-user`.
 */
export async function resolveViewer({
  db,
  config,
  request,
  clientAddress,
  viewerCache,
}: ViewerRequest): Promise<Viewer | null> {
  const authorization = request.headers.get('authorization');
  const switchEmail = request.headers.get('x-switch-user')?.trim().toLowerCase() || null;
  if (!authorization) {
    if (switchEmail) throw forbidden('Sign in before switching user');
    return null;
  }
  const { signedIn, deviceId } = await authenticate(db, config, viewerCache, authorization);
  const actor = signedIn.account;
  if (!switchEmail || switchEmail === actor.email) return viewerOf(actor, signedIn.scope, actor, deviceId);

  if (!canSwitchUser(rolesOf(actor))) throw forbidden('You are not allowed to switch user');
  const [target] = await db.select().from(accounts).where(eq(accounts.email, switchEmail)).limit(1);
  if (!target) throw forbidden('The account to switch to does not exist');
  // Acting as someone must never raise one's rights: only an administrator may act as an administrator.
  if (isAdministrator(rolesOf(target)) && !isAdministrator(rolesOf(actor))) {
    throw forbidden('You are not allowed to act as an administrator');
  }
  await recordSwitchStart(db, actor.id, target.id, clientAddress);
  // A disabled target may still be inspected: docs/product.md#session logs a disabled account out "unless acting in
  // switch mode".
  const targetScope = await loadCompanyScope(db, target, rolesOf(target));
  return viewerOf(target, targetScope, actor, deviceId);
}

async function authenticate(
  db: Db,
  config: AppConfig,
  viewerCache: ViewerCache | null,
  authorization: string,
): Promise<{ signedIn: SignedInAccount; deviceId: number | null }> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw unauthenticated('The Authorization header must be "Bearer <token>"');
  const check = await verifyAccessToken(config.jwtSecret, match[1]);
  if (!check.ok) {
    throw unauthenticated(
      check.reason === 'expired' ? 'Your session has expired, please sign in again' : 'Invalid token',
    );
  }
  if (!UUID_PATTERN.test(check.accountUuid)) throw unauthenticated('Invalid token');
  const { accountUuid, deviceId } = check;
  const load = () => loadSignedIn(db, accountUuid, deviceId);
  // The token's version is compared with the account's below; an entry older than the token is read again.
  const signedIn = viewerCache
    ? await viewerCache.read(
        viewerCacheKey(accountUuid, deviceId),
        load,
        (cached) => cached.account.tokenVersion === check.tokenVersion,
      )
    : await load();
  // A logout, a password change or disabling raised the version since: every token issued before is over.
  if (signedIn.account.tokenVersion !== check.tokenVersion)
    throw unauthenticated('Your session has ended, please sign in again');
  if (signedIn.deviceRevoked) throw unauthenticated('This tablet was signed out, please enrol it again');
  return { signedIn, deviceId };
}

/** What a token's account is made of, read from the database; a missing or disabled account is refused. */
async function loadSignedIn(db: Db, accountUuid: string, deviceId: number | null): Promise<SignedInAccount> {
  const [account] = await db.select().from(accounts).where(eq(accounts.uuid, accountUuid)).limit(1);
  if (!account) throw unauthenticated('Invalid token');
  if (!account.enabled) throw new AppError('ACCOUNT_DISABLED', { httpStatus: 401 });
  return {
    account,
    deviceRevoked: deviceId !== null && (await isDeviceRevoked(db, account, deviceId)),
    scope: await loadCompanyScope(db, account, rolesOf(account)),
  };
}

// Only tokens of tablets enrolled with a code carry a device: one lookup by primary key, for them alone
// (docs/accounts.md#tablets).
async function isDeviceRevoked(db: Db, account: AccountRow, deviceId: number): Promise<boolean> {
  const [device] = await db
    .select({ accountId: devices.accountId, revokedAt: devices.revokedAt })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1);
  return !device || device.accountId !== account.id || device.revokedAt !== null;
}

function viewerOf(account: AccountRow, scope: CompanyScope, actor: AccountRow, deviceId: number | null): Viewer {
  return {
    account,
    roles: rolesOf(account),
    type: account.type,
    scope,
    actor,
    switched: account.id !== actor.id,
    ...(deviceId === null ? {} : { deviceId }),
  };
}

export function rolesOf(account: AccountRow): Role[] {
  return account.roles.filter(isRole);
}

function unauthenticated(message: string): AppError {
  return new AppError('UNAUTHENTICATED', { message, httpStatus: 401 });
}

function forbidden(message: string): AppError {
  return new AppError('FORBIDDEN', { message, httpStatus: 403 });
}
