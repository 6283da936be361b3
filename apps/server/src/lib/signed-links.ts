import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

// The one way to sign a link (docs/architecture.md#signed-links). A link opened by an <img>, a download or a printer
// cannot send a bearer header, so its URL carries a token: an HS256 JWT whose audience is the link's purpose. The
// audience is inside the MAC, so a token signed for one purpose never opens another; the MAC is checked by WebCrypto's
// HMAC verify, which compares in constant time; `exp` is required. The format is the one these links always had, so
// links handed out before this module keep working until they expire.

/** What a link opens, and for how long a freshly signed one does. */
export const LINK_LIFETIME_SECONDS = {
  /** An order photo, a dispute photo or a logo, shown by an <img>. */
  uploads: 60 * 60,
  /** An invoice's PDF. */
  invoices: 60 * 60,
  /** An export's workbook, downloaded right after it was asked for. */
  exports: 10 * 60,
  /**
   * The OAuth `state` of "Connect with Uber": the company and account that started it, back at Comptoir's callback
   * once the owner answered on Uber's page (docs/platforms.md#connecting-uber-eats).
   */
  uberEatsConnection: 10 * 60,
} as const;

export type LinkPurpose = keyof typeof LINK_LIFETIME_SECONDS;

/** The claims a link carries besides its purpose and times; `subject` names the one object it opens, when it does. */
export type LinkContent = { subject?: string; claims: Record<string, unknown> };

export type LinkCheck = { ok: true; claims: JWTPayload } | { ok: false; reason: 'expired' | 'invalid' };

function audience(purpose: LinkPurpose): string {
  return `comptoir:${purpose}`;
}

export async function signLink(
  secret: Uint8Array,
  purpose: LinkPurpose,
  content: LinkContent,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = new SignJWT({ ...content.claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(audience(purpose))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LINK_LIFETIME_SECONDS[purpose]);
  if (content.subject !== undefined) token.setSubject(content.subject);
  return token.sign(secret);
}

/**
 * The claims of a token signed for this purpose (and this subject, when given) that has not expired; 'expired' only
 * for a genuine token past its time, 'invalid' for anything else (forged, tampered, malformed, another purpose or
 * subject). `now` is for tests.
 */
export async function readLink(
  secret: Uint8Array,
  purpose: LinkPurpose,
  token: string,
  options: { subject?: string; now?: Date } = {},
): Promise<LinkCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: audience(purpose),
      requiredClaims: ['exp'],
      ...(options.subject === undefined ? {} : { subject: options.subject }),
      ...(options.now === undefined ? {} : { currentDate: options.now }),
    });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
