import { errors, jwtVerify, SignJWT } from 'jose';

// SPEC §9: the web refreshes when fewer than 5 days remain, so a token lives long enough to span a weekend.
export const TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

export async function signAccessToken(secret: Uint8Array, accountUuid: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(accountUuid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

export type TokenCheck = { ok: true; accountUuid: string } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || payload.exp === undefined) return { ok: false, reason: 'invalid' };
    return { ok: true, accountUuid: payload.sub };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
