import { LANGUAGES, PLATFORM_CODES, type Lang, type PlatformCode } from '@comptoir/domain';
import { z } from 'zod';
import { LINK_LIFETIME_SECONDS, readLink, signLink } from '../../lib/signed-links';
import { EXPORT_KINDS, type ExportKind } from './export-kinds';
import { EXPORT_PERIODS, type ExportPeriod } from './export-period';

// A download link cannot send a bearer header: it carries a signed link (lib/signed-links.ts) good for one export,
// briefly. It names the accounts, not their rights, so that the download judges them afresh.
export const EXPORT_TOKEN_LIFETIME_SECONDS = LINK_LIFETIME_SECONDS.exports;

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
  /** The language the asker's screen shows, the file's words; absent, the asker's account language decides. */
  lang?: Lang | null;
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
  lang: z.enum(LANGUAGES).nullish(),
});

export function signExportToken(secret: Uint8Array, claims: ExportClaims, now: Date = new Date()): Promise<string> {
  return signLink(secret, 'exports', { claims }, now);
}

export type ExportTokenCheck = { ok: true; claims: ExportClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function readExportToken(secret: Uint8Array, token: string): Promise<ExportTokenCheck> {
  const link = await readLink(secret, 'exports', token);
  if (!link.ok) return link;
  const claims = claimsSchema.safeParse(link.claims);
  return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'invalid' };
}
