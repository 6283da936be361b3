import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { readLink, signLink } from '../../lib/signed-links';

// The OAuth `state` of "Connect with Uber" (docs/platforms.md#connecting-uber-eats): signed by the one signed-link
// module for ten minutes, it names the company, the account that started it and the wizard it returns to, so the
// callback (which carries no session) knows whose grant it is and where to send the browser back. Its nonce makes it
// single-use: the grant it stores keeps the nonce, which is unique.

/** Which wizard the browser returns to: the company's own, or the one an account manager opened for it. */
export type ReturnWizard = 'company' | 'managed';

export type ConnectionState = { companyId: number; accountId: number; wizard: ReturnWizard; nonce: string };

export type StateCheck =
  | { ok: true; state: ConnectionState }
  | { ok: false; reason: 'expired'; wizard: ReturnWizard | null; companyId: number | null }
  | { ok: false; reason: 'invalid' };

/** A fresh state, with a nonce of its own. */
export function signConnectionState(
  secret: Uint8Array,
  state: Omit<ConnectionState, 'nonce'>,
  now?: Date,
): Promise<string> {
  return signLink(
    secret,
    'uberEatsConnection',
    {
      subject: String(state.companyId),
      claims: { account: state.accountId, wizard: state.wizard, nonce: randomUUID() },
    },
    now,
  );
}

function readClaims(subject: unknown, claims: Record<string, unknown>): ConnectionState | null {
  const companyId = Number(subject);
  const { account, wizard, nonce } = claims;
  if (
    !Number.isInteger(companyId) ||
    typeof account !== 'number' ||
    (wizard !== 'company' && wizard !== 'managed') ||
    typeof nonce !== 'string'
  )
    return null;
  return { companyId, accountId: account, wizard, nonce };
}

export async function readConnectionState(secret: Uint8Array, token: string, now?: Date): Promise<StateCheck> {
  const check = await readLink(secret, 'uberEatsConnection', token, now ? { now } : {});
  if (check.ok) {
    const state = readClaims(check.claims.sub, check.claims);
    return state ? { ok: true, state } : { ok: false, reason: 'invalid' };
  }
  if (check.reason === 'invalid') return { ok: false, reason: 'invalid' };
  // 'expired' is only said of a token whose signature was verified: its claims may be read to find the way back.
  const claims = decodeJwt(token);
  const state = readClaims(claims.sub, claims);
  return { ok: false, reason: 'expired', wizard: state?.wizard ?? null, companyId: state?.companyId ?? null };
}
