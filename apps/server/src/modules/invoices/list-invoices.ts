import type { InvoiceStatus } from '@comptoir/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { invoices, type InvoiceRow } from '../../db/schema';
import { MAX_PAGE_SIZE, readPageRequest, toPage, type Page } from '../../lib/pagination';
import { invoicesInScope } from './invoice-scope';

export type ListInvoicesArgs = {
  first?: number | null;
  after?: string | null;
  ids?: readonly number[] | null;
  status?: InvoiceStatus | null;
};

/** SPEC §7 invoices: the viewer's invoices, newest first, optionally only these ids or this status. */
export async function listInvoices(context: SignedInContext, args: ListInvoicesArgs): Promise<Page<InvoiceRow>> {
  const request = readPageRequest(args.first, args.after, MAX_PAGE_SIZE);
  const where = and(
    invoicesInScope(context.viewer),
    args.ids ? inArray(invoices.id, [...args.ids]) : undefined,
    args.status ? eq(invoices.status, args.status) : undefined,
  );
  // An empty id list asks for no invoice; inArray would turn it into `false` anyway, this saves the queries.
  if (args.ids?.length === 0) return toPage([], request, 0);
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(request.first + 1)
      .offset(request.offset),
    context.db.select({ value: count() }).from(invoices).where(where),
  ]);
  return toPage(rows, request, Number(total?.value ?? 0));
}
