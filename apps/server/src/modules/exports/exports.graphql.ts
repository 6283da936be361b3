import { routeRoles } from '@comptoir/domain';
import { builder } from '../../builder';
import { toIsoString } from '../../lib/instants';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';
import { LanguageEnum } from '../languages';
import { MoneyTotalScalar, reportFilterArgs } from '../reports';
import { DISPUTE_EXPORT_ORDERS_MAX, type DisputedOrder, type DisputeResume } from './dispute-resume';
import { EXPORT_KIND_FACTS } from './export-kinds';
import { EXPORT_PERIODS } from './export-period';
import { EXPORT_TOKEN_LIFETIME_SECONDS } from './export-token';
import { requestDisputedOrderExport, type DisputedOrderExport } from './request-disputed-order-export';
import { requestExport, type ExportFile } from './request-export';

const LINK_MINUTES = EXPORT_TOKEN_LIFETIME_SECONDS / 60;

const ExportFileRef = builder.objectRef<ExportFile>('ExportFile').implement({
  description: 'A report ready to download.',
  fields: (t) => ({
    url: t.exposeString('url', {
      description: `A signed link (path on this server) that downloads the .xlsx without an Authorization header, for ${LINK_MINUTES} minutes.`,
    }),
    fileName: t.exposeString('fileName', { description: "The file's name, to save it under." }),
    expiresAt: t.string({
      description: 'When the link stops working, ISO-8601 UTC.',
      resolve: (file) => toIsoString(file.expiresAt) ?? '',
    }),
    stores: t.exposeStringList('stores', {
      description: 'Titles of the chosen restaurants; empty when the export covers every store.',
    }),
  }),
});

const DisputeResumeRef = builder.objectRef<DisputeResume>('DisputedOrderExportResume').implement({
  description: 'Over every dispute of the filter. Money in minor units.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Disputes, whatever their status.' }),
    toDispute: t.exposeInt('toDispute', { description: 'Refunds nobody answered yet (TO_DISPUTE).' }),
    disputed: t.exposeInt('disputed', { description: 'Evidence sent, waiting for the platform (DISPUTED).' }),
    won: t.exposeInt('won', { description: 'Disputes the platforms decided for the restaurant (WON).' }),
    lost: t.exposeInt('lost', { description: 'Disputes the platforms decided against the restaurant (LOST).' }),
    incorrectPrice: t.expose('incorrectPrice', {
      type: MoneyTotalScalar,
      description: 'What the platforms took back from the restaurants.',
    }),
    refundedPrice: t.expose('refundedPrice', {
      type: MoneyTotalScalar,
      description: 'What the platforms gave back after a dispute.',
    }),
  }),
});

const DisputedOrderRef = builder.objectRef<DisputedOrder>('DisputedOrderExportOrder').implement({
  description: 'One dispute of the export, as its row in the file.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The dispute's id." }),
    uuid: t.exposeString('uuid', { description: "The dispute's public uuid." }),
    displayOrderId: t.exposeString('displayOrderId', { description: "The order's short id as staff read it." }),
    platform: t.field({
      description: 'The platform that refunded the order.',
      type: PlatformNameEnum,
      resolve: (order) => order.platform,
    }),
    status: t.exposeString('status', { description: 'TO_DISPUTE, DISPUTED, WON, LOST or EXPIRED.' }),
    restaurantUuid: t.exposeString('restaurantUuid', { description: "The uuid of the order's restaurant." }),
    restaurantTitle: t.exposeString('restaurantTitle', { description: "The name of the order's restaurant." }),
    orderProblem: t.exposeString('orderProblem', { description: 'The problem the client reported.', nullable: true }),
    incorrectPrice: t.exposeInt('incorrectPrice', {
      description: 'What the platform took back from the restaurant, in minor units (cents).',
    }),
    refundedPrice: t.exposeInt('refundedPrice', {
      description: 'What the platform gave back after the dispute, in minor units (cents).',
    }),
    createdAt: t.string({
      description: 'When the platform refunded the order, ISO-8601 UTC.',
      resolve: (order) => toIsoString(order.createdAt) ?? '',
    }),
    diputedAt: t.string({
      description:
        'When the dispute was sent, ISO-8601 UTC; null if not yet (diputedAt: kept spelling, docs/glossary.md#spellings).',
      nullable: true,
      resolve: (order) => toIsoString(order.diputedAt),
    }),
  }),
});

const DisputedOrderExportRef = builder.objectRef<DisputedOrderExport>('DisputedOrderExport').implement({
  description: 'A disputes report ready to download, with its summary and newest disputes.',
  fields: (t) => ({
    url: t.exposeString('url', {
      description: `A signed link (path on this server) that downloads the .xlsx without an Authorization header, for ${LINK_MINUTES} minutes.`,
    }),
    fileName: t.exposeString('fileName', { description: "The file's name, to save it under." }),
    expiresAt: t.string({
      description: 'When the link stops working, ISO-8601 UTC.',
      resolve: (file) => toIsoString(file.expiresAt) ?? '',
    }),
    stores: t.exposeStringList('stores', {
      description: 'Titles of the chosen restaurants; empty when the export covers every store.',
    }),
    resume: t.field({
      description: 'The summary of every dispute of the filter.',
      type: DisputeResumeRef,
      resolve: (file) => file.resume,
    }),
    orders: t.field({
      type: [DisputedOrderRef],
      description: `The newest ${DISPUTE_EXPORT_ORDERS_MAX} disputes of the filter; the file holds them all.`,
      resolve: (file) => file.orders,
    }),
  }),
});

const langArg = builder.args((t) => ({
  lang: t.field({
    type: LanguageEnum,
    description:
      "The language the asker reads the screen in: the file's sheet names, headings and summary. Default: the signed-in account's language.",
  }),
}));

const exportArgs = {
  ...reportFilterArgs,
  ...langArg,
  ...builder.args((t) => ({
    period: t.string({
      description: `How the range was picked (${EXPORT_PERIODS.join(', ')}; default custom): named in the file name and its summary sheet.`,
    }),
  })),
};

const FILTER_NOTE =
  "fromDate and toDate are YYYY-MM-DD, inclusive, in each restaurant's local day; restaurants are uuids.";

builder.mutationField('exportCart', (t) =>
  t.withAuth({ anyRole: routeRoles(EXPORT_KIND_FACTS.cart.routeId) }).field({
    type: ExportFileRef,
    description: `docs/api.md#exports: the orders of the filter as History selects them, with History's totals. ${FILTER_NOTE}`,
    args: exportArgs,
    resolve: (_root, args, context) => requestExport(context, 'cart', args),
  }),
);

builder.mutationField('exportMiscItem', (t) =>
  t.withAuth({ anyRole: routeRoles(EXPORT_KIND_FACTS.miscItem.routeId) }).field({
    type: ExportFileRef,
    description: `docs/api.md#exports: the misc billing items of the filter by statement day, one sheet per type. ${FILTER_NOTE}`,
    args: exportArgs,
    resolve: (_root, args, context) => requestExport(context, 'miscItem', args),
  }),
);

builder.mutationField('exportDisputedOrder', (t) =>
  t.withAuth({ anyRole: routeRoles(EXPORT_KIND_FACTS.disputedOrder.routeId) }).field({
    type: DisputedOrderExportRef,
    description: `docs/api.md#exports: the disputes created (refunded by the platform) in the range, with their resume. ${FILTER_NOTE}`,
    args: {
      fromDate: t.arg.string({ required: true }),
      toDate: t.arg.string({ required: true }),
      platforms: t.arg({ type: [PlatformNameEnum] }),
      restaurants: t.arg.stringList({ description: 'Restaurant uuids.' }),
      ...langArg,
    },
    resolve: (_root, args, context) => requestDisputedOrderExport(context, args),
  }),
);
