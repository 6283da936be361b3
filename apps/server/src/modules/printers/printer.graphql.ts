import { isPrinterOnline } from '@comptoir/domain';
import { builder } from '../../builder';
import type { printJobs } from '../../db/schema';
import { RestaurantRef } from '../restaurants';
import { deletePrinter } from './delete-printer';
import { listPrinters } from './list-printers';
import type { PrinterNode, PrinterRestaurantSettings } from './printer-node';
import { printTestPage } from './print-test-page';
import { loadRecentPrintJobs, RECENT_PRINT_JOBS, type RecentPrintJob } from './recent-print-jobs';
import { rotatePrinterSecret } from './rotate-printer-secret';
import { savePrinter } from './save-printer';

type PrinterConnection = { url: string; username: string; password: string };

const PrinterConnectionRef = builder.objectRef<PrinterConnection>('PrinterConnection').implement({
  description: "What to type into the printer's CloudPRNT settings: the server URL and its Basic credentials.",
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The CloudPRNT server URL to set in the printer.' }),
    username: t.exposeString('username', { description: 'The MAC address, lower case with colons.' }),
    password: t.exposeString('password', { description: "The printer's secret (rotatePrinterSecret replaces it)." }),
  }),
});

const PrinterRestaurantRef = builder.objectRef<PrinterRestaurantSettings>('PrinterRestaurant').implement({
  description: "How the printer prints one restaurant's tickets.",
  fields: (t) => ({
    restaurant: t.field({
      description: 'The restaurant.',
      type: RestaurantRef,
      resolve: (settings) => settings.restaurant,
    }),
    nbPrint: t.exposeInt('nbPrint', { description: 'Copies of each ticket.' }),
    customTitlePrint: t.exposeString('customTitlePrint', {
      nullable: true,
      description: "Printed instead of the restaurant's name.",
    }),
    showCategory: t.exposeBoolean('showCategory', { description: 'Whether each line shows its menu category.' }),
    clientTicket: t.exposeBoolean('clientTicket', {
      description: "The customer's ticket (prices) rather than the kitchen's.",
    }),
  }),
});

const PRINT_JOB_KINDS = { order: 'ORDER', test: 'TEST' } as const;
const PRINT_JOB_STATUSES = { queued: 'QUEUED', delivered: 'DELIVERED', printed: 'PRINTED', failed: 'FAILED' } as const;

const PrintJobKindEnum = builder.enumType('PrintJobKind', {
  description: "What a print job prints: an order's ticket or a test page.",
  values: Object.values(PRINT_JOB_KINDS),
});
const PrintJobStatusEnum = builder.enumType('PrintJobStatus', {
  description:
    'QUEUED: waiting for the printer; DELIVERED: fetched, not yet confirmed; PRINTED: confirmed; FAILED: given up.',
  values: Object.values(PRINT_JOB_STATUSES),
});

const PrintJobOrderRef = builder.objectRef<NonNullable<RecentPrintJob['order']>>('PrintJobOrder').implement({
  description: 'The order a ticket was printed for.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The order's id." }),
    displayId: t.exposeString('displayId', { description: "The order's number as the platform shows it." }),
  }),
});

const PrintJobRef = builder.objectRef<RecentPrintJob>('PrintJob').implement({
  description: 'A ticket sent to a cloud printer: an order or a test page.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The job's id." }),
    kind: t.field({
      description: "An order's ticket or a test page.",
      type: PrintJobKindEnum,
      resolve: (job) => PRINT_JOB_KINDS[job.kind],
    }),
    status: t.field({
      description: 'Where the job stands.',
      type: PrintJobStatusEnum,
      resolve: (job) => PRINT_JOB_STATUSES[job.status],
    }),
    resultCode: t.exposeString('resultCode', {
      nullable: true,
      description: 'The code the printer confirmed with, e.g. `200 OK`, `410 Paper Out`.',
    }),
    createdAt: t.string({
      description: 'When the job was queued, ISO-8601 UTC.',
      resolve: (job) => job.createdAt.toISOString(),
    }),
    printedAt: t.string({
      description: 'When the printer confirmed it printed, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: (job) => job.printedAt?.toISOString() ?? null,
    }),
    order: t.field({
      type: PrintJobOrderRef,
      nullable: true,
      description: 'The order printed; none for a test page.',
      resolve: (job) => job.order,
    }),
  }),
});

export const PrinterRef = builder.objectRef<PrinterNode>('Printer').implement({
  description: 'A network printer polling Comptoir (Star CloudPRNT); the protocol fields are what it last reported.',
  fields: (t) => ({
    id: t.int({ description: "The printer's id.", resolve: (node) => node.row.id }),
    companyId: t.int({
      description: 'The company it prints for: only its restaurants can be set.',
      resolve: (node) => node.row.companyId,
    }),
    label: t.string({ description: "The printer's name, as the company calls it.", resolve: (node) => node.row.label }),
    mac: t.string({
      description: "The printer's MAC address, lower case with colons.",
      resolve: (node) => node.row.mac,
    }),
    brand: t.string({
      nullable: true,
      description: 'mC-Print, mPOP, StarGraphic, TSP100, StarLine, StarDotImpact, EscPosMobile, Epson or other.',
      resolve: (node) => node.row.brand,
    }),
    clientType: t.string({
      description: 'The CloudPRNT client type the printer last reported.',
      nullable: true,
      resolve: (node) => node.row.clientType,
    }),
    clientVersion: t.string({
      description: 'The CloudPRNT client version the printer last reported.',
      nullable: true,
      resolve: (node) => node.row.clientVersion,
    }),
    lastPing: t.string({
      nullable: true,
      description: 'ISO instant of its last poll.',
      resolve: (node) => node.row.lastPing?.toISOString() ?? null,
    }),
    pollInterval: t.int({
      nullable: true,
      description: 'Seconds between polls.',
      resolve: (node) => node.row.pollInterval,
    }),
    width: t.int({ nullable: true, description: 'Paper width in dots.', resolve: (node) => node.row.width }),
    status: t.string({
      nullable: true,
      description: 'Its last status code, e.g. `200 OK`, `410 Paper Out`, `420 Cover Open`.',
      resolve: (node) => node.row.status,
    }),
    resolution: t.int({ nullable: true, description: 'Dots per inch.', resolve: (node) => node.row.resolution }),
    cloudPrintEnabled: t.boolean({
      description: 'Whether the printer is sent order tickets.',
      resolve: (node) => node.row.cloudPrintEnabled,
    }),
    online: t.boolean({
      description: 'It polled within two poll intervals and 5 s.',
      resolve: (node) => isPrinterOnline(node.row),
    }),
    restaurants: t.field({
      description: 'The restaurants it prints for, with their settings.',
      type: [PrinterRestaurantRef],
      resolve: (node) => node.restaurants,
    }),
    connection: t.field({
      description: "What to type into the printer's CloudPRNT settings.",
      type: PrinterConnectionRef,
      resolve: (node, _args, context) => ({
        url: `${context.config.publicUrl}/cloudprnt`,
        username: node.row.mac,
        password: node.row.secret,
      }),
    }),
    recentJobs: t.loadableGroup({
      type: PrintJobRef,
      description: `Its last ${RECENT_PRINT_JOBS} tickets, newest first.`,
      load: (printerIds: number[], context) => loadRecentPrintJobs(context, printerIds),
      group: (job) => job.printerId,
      resolve: (node) => node.row.id,
    }),
  }),
});

const PrinterTestPageRef = builder.objectRef<typeof printJobs.$inferSelect>('PrinterTestPage').implement({
  description: 'A queued test page.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The job's id." }),
    status: t.string({ description: 'queued, delivered, printed or failed.', resolve: (job) => job.status }),
    createdAt: t.string({
      description: 'When the test page was queued, ISO-8601 UTC.',
      resolve: (job) => job.createdAt.toISOString(),
    }),
  }),
});

const PrinterRestaurantInput = builder.inputType('PrinterRestaurantInput', {
  description: "How the printer prints one restaurant's tickets.",
  fields: (t) => ({
    restaurant: t.string({ required: true, description: 'A restaurant uuid of the printer’s company.' }),
    nbPrint: t.int({ description: 'Copies, 1 to 10 (1 by default).' }),
    customTitlePrint: t.string({
      description: "Printed instead of the restaurant's name; null or empty prints the name.",
    }),
    showCategory: t.boolean({ description: 'Whether each line shows its menu category.' }),
    clientTicket: t.boolean({ description: "Print the customer's ticket (prices) rather than the kitchen's." }),
  }),
});

const PrinterInput = builder.inputType('PrinterInput', {
  description: 'Without id: adds a printer (mac and label required). With id: changes what is given.',
  fields: (t) => ({
    id: t.int({ description: 'The printer to change; none to add one.' }),
    company: t.int({ description: 'The company of a new printer; defaults to the viewer’s only company.' }),
    mac: t.string({ description: 'Any usual spelling; stored lower case with colons.' }),
    label: t.string({ description: "The printer's name, as the company calls it." }),
    brand: t.string({ description: 'One of the printer models (see Printer.brand).' }),
    cloudPrintEnabled: t.boolean({ description: 'Whether the printer is sent order tickets.' }),
    width: t.int({ description: 'Paper width in dots, 200 to 1000.' }),
    restaurants: t.field({
      type: [PrinterRestaurantInput],
      description: 'Replaces every per-restaurant setting when given.',
    }),
  }),
});

// Printers are managed by their company and by the account managers and administrators acting for it (NOT_FOUND
// outside the viewer's scope); applications are refused.
builder.queryFields((t) => ({
  printers: t.withAuth({ signedIn: true }).field({
    type: [PrinterRef],
    description: 'The printers of the companies in scope, by label.',
    args: { company: t.arg.int({ description: 'Narrows within the viewer’s scope.' }) },
    resolve: (_root, args, context) => listPrinters(context, args.company ?? null),
  }),
}));

builder.mutationFields((t) => ({
  printer: t.withAuth({ signedIn: true }).field({
    type: PrinterRef,
    description: 'Adds or changes a printer. A MAC already added to the company, or a bad value: BAD_USER_INPUT.',
    args: { input: t.arg({ type: PrinterInput, required: true }) },
    resolve: (_root, args, context) => savePrinter(context, args.input),
  }),
  deletePrinter: t.withAuth({ signedIn: true }).boolean({
    description: "Removes a printer of a company in the viewer's scope; true when removed.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => deletePrinter(context, args.id),
  }),
  rotatePrinterSecret: t.withAuth({ signedIn: true }).field({
    type: PrinterRef,
    description: 'A new password for the printer; the old one stops working at once.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => rotatePrinterSecret(context, args.id),
  }),
  printTestPage: t.withAuth({ signedIn: true }).field({
    type: PrinterTestPageRef,
    description: 'Queues a test page, printed at the printer’s next poll.',
    args: { printerId: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => printTestPage(context, args.printerId),
  }),
}));
