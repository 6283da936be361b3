import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, type InvoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
import { accountLanguage } from '../languages';
import { draftCommissionInvoices } from './commission-invoices';
import { companyViewer } from './company-viewer';
import type { InvoiceDraft, InvoiceLineDraft } from './invoice-draft';
import { readInvoiceMonth } from './invoice-period';
import { draftSubscriptionInvoice } from './subscription-invoice';
import { writeInvoices } from './write-invoices';

export type IssueMonthlyInvoicesOptions = {
  /** The issue instant; the month must have ended by then. Default: now. */
  now?: Date;
  /** Lines added to a company's subscription invoice of the month (tablet rental, a credit), by company id. */
  extraLines?: ReadonlyMap<number, readonly InvoiceLineDraft[]>;
};

/**
 * Issues the invoices of a finished month (`YYYY-MM`) for every company: a subscription invoice, and a commission
 * invoice per commission-invoiced platform. Idempotent: what was already issued for a company and month is left as
 * it is, so a scheduled job may run it again safely. Run it once every restaurant's local month has ended (the 1st,
 * after 12:00 UTC, covers every time zone). Returns the invoices written by this run.
 */
export async function issueMonthlyInvoices(
  db: Db,
  month: string,
  options: IssueMonthlyInvoicesOptions = {},
): Promise<InvoiceRow[]> {
  const period = readInvoiceMonth(month);
  const now = options.now ?? new Date();
  if (now < period.nextMonthStart) throw new AppError('BAD_USER_INPUT', { message: `${month} has not ended yet` });
  const rows = await db
    .select({ company: companies, account: accounts })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .orderBy(asc(companies.id));
  const drafts: InvoiceDraft[] = [];
  for (const { company, account } of rows) {
    const input = {
      companyId: company.id,
      currency: account.currency,
      buyer: { name: company.name, adresse: company.adresse, vatNumber: company.vatNumber, siret: company.siret },
      period,
      lang: accountLanguage({ lang: account.lang, country: company.adresse?.country }),
    };
    const subscription = await draftSubscriptionInvoice(db, input, options.extraLines?.get(company.id) ?? []);
    if (subscription) drafts.push(subscription);
    drafts.push(...(await draftCommissionInvoices(db, { ...input, viewer: await companyViewer(db, account) })));
  }
  return writeInvoices(db, drafts, now);
}
