import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { rolesOf } from '../../context/viewer';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { jsonResponse } from '../../http/responses';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';
import { isStateUsed, storeGrant } from '../../platforms/uber-eats/grants';
import { exchangeUberCode } from '../../platforms/uber-eats/oauth';
import { loadCompanyScope } from '../tenancy';
import { readConnectionState, type ReturnWizard } from './connection-state';
import { uberEatsRedirectUri } from './start-connection';

export type CallbackDeps = { db: Db; config: AppConfig; fetch?: typeof fetch };

/** What the wizard is told when no grant came of it: the owner said no, the ten minutes passed, or anything else. */
type CallbackError = 'denied' | 'expired' | 'failed';

function wizardPath(wizard: ReturnWizard | null, companyId: number | null): string {
  return wizard === 'managed' && companyId !== null
    ? `/company/${companyId}/restaurants/new/uber-eats`
    : '/restaurants/new/uber-eats';
}

function backToWizard(config: AppConfig, path: string, params: Record<string, string>): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: `${config.publicUrl}${path}?${new URLSearchParams(params).toString()}`,
      'cache-control': 'no-store',
    },
  });
}

// The account that started the connection may have lost the company since (an account manager unassigned, an
// account disabled): the grant is then not stored.
async function stillActsFor(db: Db, accountId: number, companyId: number): Promise<boolean> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account || !account.enabled || account.type === 'Application') return false;
  const scope = await loadCompanyScope(db, account, rolesOf(account));
  return scope === 'all' || scope.includes(companyId);
}

/**
 * `GET /integrations/uber-eats/callback` (docs/api.md#uber-eats-callback): Uber sends the owner's browser back here
 * with `code` and `state` (or `error`). The state is checked, the code exchanged for the owner's tokens, the grant
 * stored, and the browser sent on to the wizard with `?authorization=<uuid>`, or `?error=denied|expired|failed`.
 * Never a stack trace: every failure is a redirect, logged without codes or tokens.
 */
export async function serveUberEatsCallback(deps: CallbackDeps, request: Request): Promise<Response> {
  if (request.method !== 'GET') return jsonResponse(405, { error: 'Use GET' }, { allow: 'GET' });
  const { config } = deps;
  const query = new URL(request.url).searchParams;
  const check = await readConnectionState(config.jwtSecret, query.get('state') ?? '');
  const fail = (path: string, error: CallbackError, why: string) => {
    logger.warn({ why }, 'Connect with Uber did not end in a grant');
    return backToWizard(config, path, { error });
  };
  if (!check.ok)
    return check.reason === 'expired'
      ? fail(wizardPath(check.wizard, check.companyId), 'expired', 'the state has expired')
      : fail(wizardPath(null, null), 'failed', 'the state is not one Comptoir signed');
  const { companyId, accountId, wizard, nonce } = check.state;
  const path = wizardPath(wizard, companyId);
  const error = query.get('error');
  if (error) return fail(path, error === 'access_denied' ? 'denied' : 'failed', `Uber answered ${error.slice(0, 50)}`);
  const code = query.get('code');
  if (!code) return fail(path, 'failed', 'Uber sent neither a code nor an error');
  if (!(await stillActsFor(deps.db, accountId, companyId)))
    return fail(path, 'failed', 'the account no longer acts for the company');
  // A state is used once; a replay is turned away before its code is exchanged (storeGrant settles a race).
  if (await isStateUsed(deps.db, nonce)) return fail(path, 'failed', 'the state already brought a grant');
  try {
    const tokens = await exchangeUberCode(
      config.platforms.PLATFORM_UBER_EAT,
      code,
      uberEatsRedirectUri(config),
      deps.fetch,
    );
    const uuid = await storeGrant(deps.db, config.dataKey, {
      companyId,
      platform: 'PLATFORM_UBER_EAT',
      tokens,
      createdByAccountId: accountId,
      stateNonce: nonce,
    });
    return backToWizard(config, path, { authorization: uuid });
  } catch (exchangeError) {
    return fail(path, 'failed', describeError(exchangeError));
  }
}
