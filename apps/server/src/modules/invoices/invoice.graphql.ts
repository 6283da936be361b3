import {
  DEFAULT_FIRST,
  INVOICE_KINDS,
  INVOICE_LINE_TARGETS,
  INVOICE_READER_ROLES,
  INVOICE_STATUSES,
} from '@comptoir/domain';
import { asc, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { invoiceLines, platforms, type InvoiceLineRow, type InvoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
import { toIsoString } from '../../lib/instants';
import { linkHolderOf } from '../auth';
import { loadCompanyNodes, CompanyRef } from '../companies';
import { PlatformRef } from '../../platforms/graphql/platform.graphql';
import { MoneyTotalScalar } from '../reports';
import { RestaurantRef } from '../restaurants';
import { getInvoice } from './get-invoice';
import { restaurantsOfInvoice } from './invoice-loaders';
import { buildInvoicePdfUrl } from './invoice-token';
import { listInvoices } from './list-invoices';

const InvoiceStatusEnum = builder.enumType('InvoiceStatus', {
  description: 'docs/data-model.md#invoices: VALIDATING (being validated), VALIDER (validated, to pay), PAYER (paid).',
  values: INVOICE_STATUSES,
});
const InvoiceKindEnum = builder.enumType('InvoiceKind', {
  description: "SUBSCRIPTION: a month's subscriptions; COMMISSION: a month's commission on one platform's sales.",
  values: INVOICE_KINDS,
});
const InvoiceLineTargetEnum = builder.enumType('InvoiceLineTarget', {
  description: 'What an invoice line bills: a subscription, a commission, equipment, or a credit given back.',
  values: INVOICE_LINE_TARGETS,
});

const InvoiceLineRef = builder.objectRef<InvoiceLineRow>('InvoiceLine').implement({
  description: 'A line as issued. Minor units: priceHT + vatAmount = price (TTC).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The line's id." }),
    position: t.exposeInt('position', { description: "The line's rank on the invoice, from 0." }),
    label: t.exposeString('label', { description: "The line's text as printed." }),
    target: t.field({
      description: 'What the line bills.',
      type: InvoiceLineTargetEnum,
      resolve: (line) => line.target,
    }),
    vat: t.exposeFloat('vatRate', { description: 'VAT rate in percent (20 means 20 %).' }),
    priceHT: t.exposeInt('priceHt', { description: 'Amount excluding VAT, in minor units (cents).' }),
    vatAmount: t.exposeInt('vatAmount', { description: 'VAT, in minor units (cents).' }),
    price: t.exposeInt('price', { description: 'Including VAT.' }),
  }),
});

const InvoiceRef = builder.objectRef<InvoiceRow>('Invoice').implement({
  description:
    "Comptoir's invoice to a company: a month's subscriptions, or a month's commission on one platform's sales.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The invoice's id." }),
    uuid: t.exposeString('uuid', { description: "The invoice's public uuid." }),
    number: t.exposeString('number', { description: 'The invoice number as printed.' }),
    status: t.field({
      description: 'Whether the invoice is being validated, to pay or paid.',
      type: InvoiceStatusEnum,
      resolve: (invoice) => invoice.status,
    }),
    kind: t.field({
      description: 'Subscriptions or commission.',
      type: InvoiceKindEnum,
      resolve: (invoice) => invoice.kind,
    }),
    fromDate: t.exposeString('fromDate', { description: 'First day of the invoiced period, YYYY-MM-DD.' }),
    toDate: t.exposeString('toDate', { description: 'Last day of the invoiced period, YYYY-MM-DD, inclusive.' }),
    dueDate: t.exposeString('dueDate', { description: 'The day payment is due, YYYY-MM-DD.' }),
    payedAt: t.string({
      description:
        'When the invoice was paid, ISO-8601 UTC; null before (payedAt: kept spelling, docs/glossary.md#spellings).',
      nullable: true,
      resolve: (invoice) => toIsoString(invoice.payedAt),
    }),
    createdAt: t.string({
      description: 'When the invoice was issued.',
      resolve: (invoice) => invoice.issuedAt.toISOString(),
    }),
    externalUrl: t.string({
      description: 'The PDF, behind a signed link valid for an hour (no Authorization header needed).',
      resolve: (invoice, _args, context) =>
        buildInvoicePdfUrl(context.config.jwtSecret, invoice.uuid, linkHolderOf(context.viewer)),
    }),
    currency: t.exposeString('currency', { description: "The invoice's currency, ISO 4217 (EUR)." }),
    priceHT: t.exposeInt('totalHt', { description: 'Total excluding VAT, minor units.' }),
    vatAmount: t.exposeInt('totalVat', { description: 'Total VAT, in minor units (cents).' }),
    price: t.exposeInt('totalTtc', { description: 'Total including VAT, minor units.' }),
    commissionBase: t.field({
      type: MoneyTotalScalar,
      nullable: true,
      description: "Commission invoices: the period's sales it is taken on (History's total for those restaurants).",
      resolve: (invoice) => invoice.commissionBase,
    }),
    commissionRate: t.float({
      nullable: true,
      description: 'Commission invoices: the rate in percent.',
      resolve: (invoice) =>
        invoice.commissionRateBasisPoints === null ? null : invoice.commissionRateBasisPoints / 100,
    }),
    company: t.loadable({
      description: 'The company invoiced.',
      type: CompanyRef,
      load: async (ids: number[], context) =>
        (await loadCompanyNodes(context.db, ids)).map(
          (node, index) => node ?? new AppError('NOT_FOUND', { message: `Company ${ids[index]} not found` }),
        ),
      resolve: (invoice) => invoice.companyId,
    }),
    platform: t.loadable({
      description: 'Commission invoices: the platform whose sales are invoiced; null for subscriptions.',
      type: PlatformRef,
      nullable: true,
      load: async (codes: string[], context) => {
        const rows = await context.db.select().from(platforms);
        return codes.map((code) => rows.find((row) => row.code === code) ?? null);
      },
      resolve: (invoice) => invoice.platform,
    }),
    restaurants: t.field({
      description: 'The restaurants the invoice covers.',
      type: [RestaurantRef],
      resolve: (invoice, _args, context) => restaurantsOfInvoice(context).load(invoice.id),
    }),
    additionalLines: t.loadableGroup({
      type: InvoiceLineRef,
      description: 'The "additional lines" (docs/data-model.md#invoices): every line of the invoice, in order.',
      load: (invoiceIds: number[], context) =>
        context.db
          .select()
          .from(invoiceLines)
          .where(inArray(invoiceLines.invoiceId, invoiceIds))
          .orderBy(asc(invoiceLines.position)),
      group: (line) => line.invoiceId,
      resolve: (invoice) => invoice.id,
    }),
  }),
});

const InvoiceConnectionRef = builder.connectionObject(
  {
    type: InvoiceRef,
    name: 'InvoiceConnection',
    fields: (t) => ({ totalCount: t.exposeInt('totalCount', { description: 'How many match, over all pages.' }) }),
  },
  { name: 'InvoiceEdge' },
);

// INVOICE_READER_ROLES: the /invoices route's company roles, plus administrators and account managers who read
// their customers' invoices; the scope still limits everyone to the companies they may see.
builder.queryFields((t) => ({
  invoices: t.withAuth({ anyRole: [...INVOICE_READER_ROLES] }).field({
    type: InvoiceConnectionRef,
    description: 'Newest first (docs/api.md#paging); ids and status narrow the list. first is capped at 100.',
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_FIRST.invoices }),
      after: t.arg.string(),
      ids: t.arg.intList(),
      status: t.arg({ type: InvoiceStatusEnum }),
    },
    resolve: (_root, args, context) => listInvoices(context, args),
  }),
  invoice: t.withAuth({ anyRole: [...INVOICE_READER_ROLES] }).field({
    description:
      "One invoice by its id, within the viewer's scope, for the roles that read invoices; null when there is none.",
    type: InvoiceRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => getInvoice(context, args.id),
  }),
}));
