import { errors, jwtVerify, SignJWT } from 'jose';
import { linkHolderClaims, readLinkHolder, type LinkHolder } from '../auth/link-holder';

// An <img> cannot send a bearer header, so picture URLs carry a token good for that one file and a short while.
export const UPLOAD_TOKEN_LIFETIME_SECONDS = 60 * 60;
const AUDIENCE = 'comptoir:uploads';

export async function signUploadToken(secret: Uint8Array, filePath: string, holder: LinkHolder, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(linkHolderClaims(holder))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(filePath)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UPLOAD_TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

/** Whom a valid token for this file was issued to; null for a forged or expired token, or one for another file. */
export async function readUploadToken(secret: Uint8Array, token: string, filePath: string): Promise<LinkHolder | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    return payload.sub === filePath ? readLinkHolder(payload) : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** The URL of a stored file, as `Cart.cartImages.filePath` gives it; `now` is when its hour of validity starts. */
export async function buildUploadUrl(secret: Uint8Array, filePath: string, holder: LinkHolder, now: Date = new Date()): Promise<string> {
  const encoded = filePath.split('/').map(encodeURIComponent).join('/');
  return `/uploads/${encoded}?token=${await signUploadToken(secret, filePath, holder, now)}`;
}
