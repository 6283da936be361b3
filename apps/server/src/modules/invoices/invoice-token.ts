import { errors, jwtVerify, SignJWT } from 'jose';

// A download link cannot send a bearer header, so `externalUrl` carries a token good for that one invoice for a while.
export const INVOICE_TOKEN_LIFETIME_SECONDS = 60 * 60;
const AUDIENCE = 'comptoir:invoices';

export const INVOICE_PDF_PREFIX = '/invoices/';

export async function signInvoiceToken(secret: Uint8Array, invoiceUuid: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(invoiceUuid)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + INVOICE_TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

export async function isInvoiceTokenFor(secret: Uint8Array, token: string, invoiceUuid: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    return payload.sub === invoiceUuid;
  } catch (error) {
    if (error instanceof errors.JOSEError) return false;
    throw error;
  }
}

/** `Invoice.externalUrl`: the PDF behind a signed link, relative to the API's origin. */
export async function buildInvoicePdfUrl(secret: Uint8Array, invoiceUuid: string, now?: Date): Promise<string> {
  return `${INVOICE_PDF_PREFIX}${invoiceUuid}.pdf?token=${await signInvoiceToken(secret, invoiceUuid, now)}`;
}
