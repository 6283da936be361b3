import { errors, jwtVerify, SignJWT } from 'jose';

// docs/product.md#background: the web refreshes when fewer than 5 days remain, so a token lives long enough to span a
// weekend.
export const TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

/**
 * Whom a token is for: the account's token version goes into it, and raising it ends the token (docs/security.md).
 * A tablet enrolled with a code also carries its device (`dev`), so revoking that device ends it
 * (docs/accounts.md#tablets).
 */
export type TokenSubject = { uuid: string; tokenVersion: number; deviceId?: number | null };

export async function signAccessToken(
  secret: Uint8Array,
  subject: TokenSubject,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const device = subject.deviceId === null || subject.deviceId === undefined ? {} : { dev: subject.deviceId };
  return new SignJWT({ ver: subject.tokenVersion, ...device })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.uuid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

export type TokenCheck =
  | { ok: true; accountUuid: string; tokenVersion: number; deviceId: number | null }
  | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || payload.exp === undefined) return { ok: false, reason: 'invalid' };
    // A signed link's token (lib/signed-links.ts) has an audience, its purpose; a session token has none.
    if (payload.aud !== undefined) return { ok: false, reason: 'invalid' };
    // A token signed before token versions existed has none: it cannot be ended, so it is no longer accepted.
    if (!Number.isSafeInteger(payload.ver)) return { ok: false, reason: 'invalid' };
    if (payload.dev !== undefined && !(Number.isSafeInteger(payload.dev) && (payload.dev as number) > 0))
      return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      accountUuid: payload.sub,
      tokenVersion: payload.ver as number,
      deviceId: (payload.dev as number | undefined) ?? null,
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
