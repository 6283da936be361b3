import type { InvoiceStatus } from '@comptoir/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { invoices, type InvoiceRow } from '../../db/schema';
import {
  emptyPage,
  keysetAfter,
  keysetKey,
  keysetOrder,
  MAX_PAGE_SIZE,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { invoicesInScope } from './invoice-scope';

export type ListInvoicesArgs = {
  first?: number | null;
  after?: string | null;
  ids?: readonly number[] | null;
  status?: InvoiceStatus | null;
};

// Newest issued first (docs/architecture.md#pagination).
const INVOICE_KEYSET: Keyset = {
  list: 'invoice',
  direction: 'desc',
  columns: [
    { column: invoices.issuedAt, part: 'instant' },
    { column: invoices.id, part: 'id' },
  ],
};

/** invoices (docs/api.md#paging): the viewer's invoices, newest first, optionally only these ids or this status. */
export async function listInvoices(context: SignedInContext, args: ListInvoicesArgs): Promise<Page<InvoiceRow>> {
  const request = readPageRequest(INVOICE_KEYSET, args, MAX_PAGE_SIZE);
  const where = and(
    invoicesInScope(context.viewer),
    args.ids ? inArray(invoices.id, [...args.ids]) : undefined,
    args.status ? eq(invoices.status, args.status) : undefined,
  );
  // An empty id list asks for no invoice; inArray would turn it into `false` anyway, this saves the queries.
  if (args.ids?.length === 0) return emptyPage();
  const [rows, [total]] = await Promise.all([
    context.db
      .select({ invoice: invoices, cursorKey: keysetKey(INVOICE_KEYSET) })
      .from(invoices)
      .where(and(where, keysetAfter(INVOICE_KEYSET, request)))
      .orderBy(...keysetOrder(INVOICE_KEYSET))
      .limit(request.first + 1),
    context.db.select({ value: count() }).from(invoices).where(where),
  ]);
  return toConnection(INVOICE_KEYSET, request, rows, Number(total?.value ?? 0), (row) => row.invoice);
}
