import { canSwitchUser, isAdministrator, isRole, type Role } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { accounts, devices, type AccountRow } from '../db/schema';
import { AppError } from '../errors';
import { recordSwitchStart } from '../modules/audit';
import { loadCompanyScope } from '../modules/tenancy';
import { verifyAccessToken } from './tokens';
import type { Viewer } from './types';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ViewerRequest = { db: Db; config: AppConfig; request: Request; clientAddress: string };

/**
 * The viewer of a request, or null for a visitor. Throws request-level AppErrors (HTTP 401/403) per the
 * error contract: a token that is sent must be valid, and only switchers may send `x-switch-user`.
 */
export async function resolveViewer({ db, config, request, clientAddress }: ViewerRequest): Promise<Viewer | null> {
  const authorization = request.headers.get('authorization');
  const switchEmail = request.headers.get('x-switch-user')?.trim().toLowerCase() || null;
  if (!authorization) {
    if (switchEmail) throw forbidden('Sign in before switching user');
    return null;
  }
  const { account: actor, deviceId } = await authenticate(db, config, authorization);
  if (!switchEmail || switchEmail === actor.email) return buildViewer(db, actor, actor, deviceId);

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
  return buildViewer(db, target, actor, deviceId);
}

async function authenticate(
  db: Db,
  config: AppConfig,
  authorization: string,
): Promise<{ account: AccountRow; deviceId: number | null }> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw unauthenticated('The Authorization header must be "Bearer <token>"');
  const check = await verifyAccessToken(config.jwtSecret, match[1]);
  if (!check.ok) {
    throw unauthenticated(
      check.reason === 'expired' ? 'Your session has expired, please sign in again' : 'Invalid token',
    );
  }
  if (!UUID_PATTERN.test(check.accountUuid)) throw unauthenticated('Invalid token');
  const [account] = await db.select().from(accounts).where(eq(accounts.uuid, check.accountUuid)).limit(1);
  if (!account) throw unauthenticated('Invalid token');
  if (!account.enabled) throw new AppError('ACCOUNT_DISABLED', { httpStatus: 401 });
  // A logout, a password change or disabling raised the version since: every token issued before is over.
  if (account.tokenVersion !== check.tokenVersion)
    throw unauthenticated('Your session has ended, please sign in again');
  if (check.deviceId !== null) await assertDeviceNotRevoked(db, account, check.deviceId);
  return { account, deviceId: check.deviceId };
}

// Only tokens of tablets enrolled with a code carry a device: one lookup by primary key, for them alone
// (docs/accounts.md#tablets).
async function assertDeviceNotRevoked(db: Db, account: AccountRow, deviceId: number): Promise<void> {
  const [device] = await db
    .select({ accountId: devices.accountId, revokedAt: devices.revokedAt })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1);
  if (!device || device.accountId !== account.id || device.revokedAt !== null) {
    throw unauthenticated('This tablet was signed out, please enrol it again');
  }
}

async function buildViewer(db: Db, account: AccountRow, actor: AccountRow, deviceId: number | null): Promise<Viewer> {
  const roles = rolesOf(account);
  return {
    account,
    roles,
    type: account.type,
    scope: await loadCompanyScope(db, account, roles),
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
