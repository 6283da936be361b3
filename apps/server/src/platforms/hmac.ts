import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one (case-insensitive hex). */
export function isSameHex(received: string | null, expected: string): boolean {
  if (received === null) return false;
  const a = Buffer.from(received.trim().toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
