import { createHash, randomBytes } from 'node:crypto';

/** How long a password-reset link works (docs/accounts.md#recovery). */
export const RESET_LINK_MS = 60 * 60_000;

/** A new link token: 32 random bytes, as it goes into the link. */
export function createResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, so the table alone opens no account. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
