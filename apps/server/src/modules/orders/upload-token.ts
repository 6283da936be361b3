import { errors, jwtVerify, SignJWT } from 'jose';

// An <img> cannot send a bearer header, so picture URLs carry a token good for that one file and a short while.
export const UPLOAD_TOKEN_LIFETIME_SECONDS = 60 * 60;
const AUDIENCE = 'comptoir:uploads';

export async function signUploadToken(secret: Uint8Array, filePath: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(filePath)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UPLOAD_TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

export async function isUploadTokenFor(secret: Uint8Array, token: string, filePath: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    return payload.sub === filePath;
  } catch (error) {
    if (error instanceof errors.JOSEError) return false;
    throw error;
  }
}

/** The URL of a stored file, as `Cart.cartImages.filePath` gives it. */
export async function buildUploadUrl(secret: Uint8Array, filePath: string): Promise<string> {
  const encoded = filePath.split('/').map(encodeURIComponent).join('/');
  return `/uploads/${encoded}?token=${await signUploadToken(secret, filePath)}`;
}
