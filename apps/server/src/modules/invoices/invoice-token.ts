import { readLink, signLink } from '../../lib/signed-links';
import { linkHolderClaims, readLinkHolder, type LinkHolder } from '../auth';

// A download link cannot send a bearer header, so `externalUrl` carries a signed link (lib/signed-links.ts) good for
// that one invoice for a while.
export const INVOICE_PDF_PREFIX = '/invoices/';

export function signInvoiceToken(
  secret: Uint8Array,
  invoiceUuid: string,
  holder: LinkHolder,
  now: Date = new Date(),
): Promise<string> {
  return signLink(secret, 'invoices', { subject: invoiceUuid, claims: linkHolderClaims(holder) }, now);
}

/**
 * Whom a valid token for this invoice was issued to; null for a forged or expired token, or one for another invoice.
 */
export async function readInvoiceToken(
  secret: Uint8Array,
  token: string,
  invoiceUuid: string,
): Promise<LinkHolder | null> {
  const link = await readLink(secret, 'invoices', token, { subject: invoiceUuid });
  return link.ok ? readLinkHolder(link.claims) : null;
}

/** `Invoice.externalUrl`: the PDF behind a signed link, relative to the API's origin. */
export async function buildInvoicePdfUrl(
  secret: Uint8Array,
  invoiceUuid: string,
  holder: LinkHolder,
  now?: Date,
): Promise<string> {
  return `${INVOICE_PDF_PREFIX}${invoiceUuid}.pdf?token=${await signInvoiceToken(secret, invoiceUuid, holder, now)}`;
}
