import { resolveLanguage, type Lang } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies } from '../../db/schema';

/** What decides an account's language: its stored `accounts.lang`, and its company's country when it is a company. */
export type LanguageFacts = { lang: string | null; country?: string | null };

/**
 * The one rule by which the server writes for an account (docs/product.md#languages): its stored language when it is
 * one of the five; otherwise its company's country (France gives French); otherwise English. Tickets, invoices,
 * exports and e-mails all ask this (docs/product.md#documents).
 */
export function accountLanguage({ lang, country }: LanguageFacts): Lang {
  return resolveLanguage({ stored: lang, country });
}

/** The language of the account `accountId` (a company's country counts); English for an unknown account. */
export async function loadAccountLanguage(db: Db, accountId: number): Promise<Lang> {
  const [row] = await db
    .select({ lang: accounts.lang, address: companies.adresse })
    .from(accounts)
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return accountLanguage({ lang: row?.lang ?? null, country: row?.address?.country });
}

/** The language of a company's own account: what its kitchen tickets and its invoices are written in. */
export async function loadCompanyLanguage(db: Db, companyId: number): Promise<Lang> {
  const [row] = await db
    .select({ lang: accounts.lang, address: companies.adresse })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return accountLanguage({ lang: row?.lang ?? null, country: row?.address?.country });
}
