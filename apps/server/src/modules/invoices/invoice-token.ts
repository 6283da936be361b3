import { errors, jwtVerify, SignJWT } from 'jose';
import { linkHolderClaims, readLinkHolder, type LinkHolder } from '../auth/link-holder';

// A download link cannot send a bearer header, so `externalUrl` carries a token good for that one invoice for a while.
export const INVOICE_TOKEN_LIFETIME_SECONDS = 60 * 60;
const AUDIENCE = 'comptoir:invoices';

export const INVOICE_PDF_PREFIX = '/invoices/';

export async function signInvoiceToken(secret: Uint8Array, invoiceUuid: string, holder: LinkHolder, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(linkHolderClaims(holder))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(invoiceUuid)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + INVOICE_TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

/** Whom a valid token for this invoice was issued to; null for a forged or expired token, or one for another invoice. */
export async function readInvoiceToken(secret: Uint8Array, token: string, invoiceUuid: string): Promise<LinkHolder | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    return payload.sub === invoiceUuid ? readLinkHolder(payload) : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** `Invoice.externalUrl`: the PDF behind a signed link, relative to the API's origin. */
export async function buildInvoicePdfUrl(secret: Uint8Array, invoiceUuid: string, holder: LinkHolder, now?: Date): Promise<string> {
  return `${INVOICE_PDF_PREFIX}${invoiceUuid}.pdf?token=${await signInvoiceToken(secret, invoiceUuid, holder, now)}`;
}
