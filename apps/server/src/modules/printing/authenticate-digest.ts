import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PrinterRow } from '../../db/schema';
import { printersWithMac } from './authenticate-printer';

const DIGEST_REALM = 'Comptoir Epson';

// A nonce is good for this long; then the printer is told it is stale and signs again with a fresh one, unasked.
const NONCE_LIFETIME_MS = 10 * 60_000;

export type DigestOutcome = { printer: PrinterRow } | { challenge: string };

/**
 * The printer named by the request's HTTP Digest credentials (MD5, qop=auth): username its MAC address, password its
 * secret. Nonces are stateless, an HMAC of their time under the server's key, so any instance checks them and they
 * expire (docs/printing.md#epson-server-direct-print). Otherwise, the challenge to answer with a 401.
 */
export async function authenticateDigest(db: Db, request: Request, key: Uint8Array, now: Date): Promise<DigestOutcome> {
  const fresh = () => ({ challenge: challengeOf(key, now, false) });
  const credentials = readDigestCredentials(request.headers.get('authorization'));
  if (!credentials) return fresh();
  const { username, nonce, uri, response, nc, cnonce } = credentials;
  const wellFormed =
    credentials.realm === DIGEST_REALM &&
    credentials.qop === 'auth' &&
    (credentials.algorithm ?? 'MD5').toUpperCase() === 'MD5' &&
    /^[0-9a-f]{8}$/i.test(nc ?? '') &&
    Boolean(cnonce) &&
    uriNamesRequest(uri, request) &&
    /^[0-9a-f]{32}$/i.test(response ?? '');
  if (!wellFormed || !username || !nonce || !uri || !response || !nc || !cnonce) return fresh();
  const age = nonceAge(key, nonce, now);
  if (age === null) return fresh();
  const candidates = await printersWithMac(db, username);
  const ha2 = md5(`${request.method}:${uri}`);
  // Compared with every candidate, and with nothing when there is none, so the time taken says nothing of the MAC.
  let found: PrinterRow | null = null;
  for (const printer of candidates) {
    const expected = md5(
      `${md5(`${username}:${DIGEST_REALM}:${printer.secret}`)}:${nonce}:${nc}:${cnonce}:auth:${ha2}`,
    );
    if (sameHex(expected, response) && printer.secret.length > 0 && !found) found = printer;
  }
  if (candidates.length === 0) sameHex(md5(''), response);
  if (!found) return fresh();
  if (age > NONCE_LIFETIME_MS) return { challenge: challengeOf(key, now, true) };
  return { printer: found };
}

function challengeOf(key: Uint8Array, now: Date, stale: boolean): string {
  const nonce = `${now.getTime()}.${nonceMac(key, String(now.getTime()))}`;
  return `Digest realm="${DIGEST_REALM}", qop="auth", algorithm=MD5, nonce="${nonce}"${stale ? ', stale=true' : ''}`;
}

function nonceMac(key: Uint8Array, time: string): string {
  return createHmac('sha256', key).update(`epson-sdp-nonce:${time}`).digest('base64url');
}

/** How old a nonce this server made is, in ms; null when it made no such nonce (or one from the future). */
function nonceAge(key: Uint8Array, nonce: string, now: Date): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(nonce);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(nonceMac(key, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now.getTime() - Number(match[1]);
  return age < 0 ? null : age;
}

// The signed URI must be this request's, so a signature for another path or query is not reused here.
function uriNamesRequest(uri: string | undefined, request: Request): boolean {
  if (!uri) return false;
  const url = new URL(request.url);
  return uri === `${url.pathname}${url.search}` || uri === url.href;
}

function readDigestCredentials(header: string | null): Record<string, string | undefined> | null {
  const match = /^Digest\s+(.+)$/is.exec(header ?? '');
  if (!match?.[1] || match[1].length > 4096) return null;
  const fields: Record<string, string | undefined> = Object.create(null) as Record<string, string | undefined>;
  for (const [, name, quoted, bare] of match[1].matchAll(/([A-Za-z]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,"]*))/g)) {
    if (name) fields[name.toLowerCase()] = (quoted ?? bare ?? '').replace(/\\(.)/g, '$1');
  }
  return fields;
}

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
