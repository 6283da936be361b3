import { createHash, timingSafeEqual } from 'node:crypto';
import { normalizeMac } from '@comptoir/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printers, type PrinterRow } from '../../db/schema';

/**
 * The printer named by the request's Basic credentials: username its MAC address, password its secret. A MAC address
 * is printed on the printer's self-test page, so it alone proves nothing (docs/printing.md#protocol).
 */
export async function authenticatePrinter(db: Db, request: Request): Promise<PrinterRow | null> {
  const credentials = readBasicCredentials(request.headers.get('authorization'));
  if (!credentials) return null;
  const candidates = await printersWithMac(db, credentials.username);
  // Compared with every candidate, and with nothing when there is none, so the time taken says nothing of the MAC.
  let found: PrinterRow | null = null;
  for (const printer of candidates) if (sameSecret(printer.secret, credentials.password) && !found) found = printer;
  if (candidates.length === 0) sameSecret('', credentials.password);
  return found;
}

/** The printers whose MAC address the user name spells (any usual spelling); none when it is no MAC address. */
export async function printersWithMac(db: Db, username: string): Promise<PrinterRow[]> {
  const mac = normalizeMac(username);
  return mac
    ? db
        .select()
        .from(printers)
        .where(eq(sql`lower(${printers.mac})`, mac))
    : [];
}

function readBasicCredentials(header: string | null): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  // The MAC address has colons of its own and the secret none (hex), so the last colon is the separator.
  const colon = decoded.lastIndexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

// Digests of equal length, so timingSafeEqual compares secrets of any length in constant time.
function sameSecret(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given)) && expected.length > 0;
}
