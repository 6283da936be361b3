import { LINK_LIFETIME_SECONDS, readLink, signLink } from '../../lib/signed-links';
import { linkHolderClaims, readLinkHolder, type LinkHolder } from '../auth';

// An <img> cannot send a bearer header, so picture URLs carry a signed link (lib/signed-links.ts) good for that one
// file and a short while.
export const UPLOAD_TOKEN_LIFETIME_SECONDS = LINK_LIFETIME_SECONDS.uploads;

function signUploadToken(
  secret: Uint8Array,
  filePath: string,
  holder: LinkHolder,
  now: Date = new Date(),
): Promise<string> {
  return signLink(secret, 'uploads', { subject: filePath, claims: linkHolderClaims(holder) }, now);
}

/** Whom a valid token for this file was issued to; null for a forged or expired token, or one for another file. */
export async function readUploadToken(secret: Uint8Array, token: string, filePath: string): Promise<LinkHolder | null> {
  const link = await readLink(secret, 'uploads', token, { subject: filePath });
  return link.ok ? readLinkHolder(link.claims) : null;
}

/** The URL of a stored file, as `Cart.cartImages.filePath` gives it; `now` is when its hour of validity starts. */
export async function buildUploadUrl(
  secret: Uint8Array,
  filePath: string,
  holder: LinkHolder,
  now: Date = new Date(),
): Promise<string> {
  const encoded = filePath.split('/').map(encodeURIComponent).join('/');
  return `/uploads/${encoded}?token=${await signUploadToken(secret, filePath, holder, now)}`;
}
