import { PLATFORM_CODES, type PlatformCode } from '@comptoir/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { EXPORT_KINDS, type ExportKind } from './export-kinds';
import { EXPORT_PERIODS, type ExportPeriod } from './export-period';

// A download link cannot send a bearer header: it carries a token good for one export, briefly (ARCHITECTURE:
// "a short-lived signed link"). It names the accounts, not their rights, so that the download judges them afresh.
export const EXPORT_TOKEN_LIFETIME_SECONDS = 10 * 60;
const AUDIENCE = 'comptoir:exports';

export type ExportFilter = {
  fromDate: string;
  toDate: string;
  platforms: PlatformCode[];
  restaurants: string[];
  company: number | null;
  period: ExportPeriod;
};

export type ExportClaims = {
  kind: ExportKind;
  filter: ExportFilter;
  /** The account whose rights apply (the switch target when switched). */
  accountId: number;
  /** The account that signed in. */
  actorId: number;
  /** The signed-in account's token version: ending its sessions ends the link too (docs/security.md). */
  actorTokenVersion: number;
};

const claimsSchema = z.object({
  kind: z.enum(EXPORT_KINDS),
  filter: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    platforms: z.array(z.enum(PLATFORM_CODES)),
    restaurants: z.array(z.string()),
    company: z.number().int().nullable(),
    period: z.enum(EXPORT_PERIODS),
  }),
  accountId: z.number().int(),
  actorId: z.number().int(),
  actorTokenVersion: z.number().int(),
});

export async function signExportToken(secret: Uint8Array, claims: ExportClaims, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + EXPORT_TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

export type ExportTokenCheck = { ok: true; claims: ExportClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function readExportToken(secret: Uint8Array, token: string): Promise<ExportTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp'] });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'invalid' };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
