import { timingSafeEqual } from 'node:crypto';

// Glovo calls back with the integrator's static token in `Authorization`, no prefix and no HMAC [S]
// (docs/platforms.md#glovo): compare it in constant time.
export function verifyGlovoToken(headers: Headers, secret: string): boolean {
  const token = headers.get('authorization');
  if (token === null || secret === '') return false;
  const given = Buffer.from(token);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The headers Glovo sends with a webhook, for tests and fixtures (the simulator builds its own). */
export function signGlovoWebhook(token: string): Record<string, string> {
  return { authorization: token, 'content-type': 'application/json' };
}
