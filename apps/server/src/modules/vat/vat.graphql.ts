import {
  DELIVERY_VAT_PERCENT,
  MISC_ITEM_TYPES,
  routeRoles,
  TIPS_VAT_PERCENT,
  UNITEMISED_VAT_PERCENT,
  type PlatformCode,
} from '@comptoir/domain';
import { inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { platforms, restaurants, type MiscItemRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Page } from '../../lib/pagination';
import { CartRef } from '../orders';
import { PlatformNameEnum, PlatformRef } from '../../platforms/graphql/platform.graphql';
import { MoneyTotalScalar, reportFilterArgs } from '../reports';
import { RestaurantRef } from '../restaurants';
import { listMiscItems, MISC_ITEM_DEFAULT_FIRST, type MiscItemPage, type MiscItemTypeTotal } from './list-misc-items';
import { listTvaOrders, TVA_ORDER_DEFAULT_FIRST, type OrderVatRate, type TvaOrder } from './list-tva-orders';
import { STATEMENT_LINE_KEYS, STATEMENT_LINES } from './statement-line-keys';
import {
  statementLines,
  type PlatformStatement,
  type StatementLine,
  type TvaStatement,
  type VatRateTotal,
} from './statement-lines';

const VAT_RULE =
  `Per order, goods (total − deliveryPrice − tips, i.e. subtotal − promo) are shared between the rates of its lines in ` +
  `proportion to the lines (customisations take their line's rate; largest remainder, so the promo is spread ` +
  `proportionally and the cents add up); an order without priced lines is at ${UNITEMISED_VAT_PERCENT} %; deliveryPrice ` +
  `is at ${DELIVERY_VAT_PERCENT} %, tips outside VAT (${TIPS_VAT_PERCENT} %). Per rate: ht = round(ttc / (1 + rate/100)), ` +
  `tva = ttc − ht, computed once when the order is written and stored with it. Canceled orders (CANCELED, DENIED, REJECTED, FAILED, ERROR) carry no VAT and are left out.`;

const TvaStatementLineKeyEnum = builder.enumType('TvaStatementLineKey', {
  description:
    'Report lines (docs/data-model.md#report-lines). Misc item amounts are signed from the restaurant’s side (negative: charged to it).',
  values: Object.fromEntries(
    STATEMENT_LINE_KEYS.map((key) => [key, { value: key, description: STATEMENT_LINES[key].formula }]),
  ) as Record<
    (typeof STATEMENT_LINE_KEYS)[number],
    { value: (typeof STATEMENT_LINE_KEYS)[number]; description: string }
  >,
});

const TvaStatementLineRef = builder.objectRef<StatementLine>('TvaStatementLine').implement({
  description: 'One line of the VAT statement.',
  fields: (t) => ({
    key: t.field({
      description: 'Which line, with its formula.',
      type: TvaStatementLineKeyEnum,
      resolve: (line) => line.key,
    }),
    label: t.exposeString('label', { description: 'English label; screens translate the key.' }),
    amount: t.expose('amount', {
      description: "The line's amount in minor units (cents), signed from the restaurant's side.",
      type: MoneyTotalScalar,
    }),
  }),
});

const TvaRateTotalRef = builder.objectRef<VatRateTotal>('TvaRateTotal').implement({
  description: `One VAT rate over the whole filter: Σ of the orders' per-rate amounts. ${VAT_RULE}`,
  fields: (t) => ({
    vatPercent: t.exposeFloat('vatPercent', { description: '20 means 20 %.' }),
    ttc: t.expose('ttc', {
      description: 'Amount including VAT at this rate, in minor units (cents).',
      type: MoneyTotalScalar,
    }),
    ht: t.expose('ht', {
      description: 'Amount excluding VAT at this rate, in minor units (cents).',
      type: MoneyTotalScalar,
    }),
    tva: t.expose('tva', { description: 'VAT at this rate, in minor units (cents).', type: MoneyTotalScalar }),
  }),
});

const TvaPlatformStatementRef = builder.objectRef<PlatformStatement>('TvaPlatformStatement').implement({
  description: 'The VAT statement of one platform within the filter.',
  fields: (t) => ({
    platform: t.loadable({
      description: 'The platform.',
      type: PlatformRef,
      load: async (codes: PlatformCode[], context) => {
        const rows = await context.db.select().from(platforms).where(inArray(platforms.code, codes));
        return codes.map(
          (code) =>
            rows.find((row) => row.code === code) ??
            new AppError('NOT_FOUND', { message: `Platform ${code} not found` }),
        );
      },
      resolve: (statement) => statement.platform,
    }),
    orderCount: t.exposeInt('orderCount', { description: 'Orders that are not canceled.' }),
    lines: t.field({
      description: "The statement's lines for this platform.",
      type: [TvaStatementLineRef],
      resolve: (statement) => statement.lines,
    }),
    byRate: t.field({
      description: "This platform's amounts per VAT rate.",
      type: [TvaRateTotalRef],
      resolve: (statement) => statement.byRate,
    }),
  }),
});

export const TvaReportRef = builder.objectRef<TvaStatement>('TvaReport').implement({
  description: 'The VAT statement of the filter; the whole equals the sum of its platforms, line by line.',
  fields: (t) => ({
    orderCount: t.exposeInt('orderCount', { description: 'Orders that are not canceled.' }),
    lines: t.field({
      description: "The statement's lines over the whole filter.",
      type: [TvaStatementLineRef],
      resolve: (report) => report.lines,
    }),
    byRate: t.field({
      type: [TvaRateTotalRef],
      description: 'Σ ttc over the rates equals sales_ttc.',
      resolve: (report) => report.byRate,
    }),
    byPlatform: t.field({
      description: 'The same statement, platform by platform.',
      type: [TvaPlatformStatementRef],
      resolve: (report) => report.byPlatform,
    }),
  }),
});

const TvaOrderRateRef = builder.objectRef<OrderVatRate>('TvaOrderRate').implement({
  description: 'One VAT rate of an order.',
  fields: (t) => ({
    vatPercent: t.exposeFloat('vatPercent', { description: 'The VAT rate in percent (20 means 20 %).' }),
    ttc: t.exposeInt('ttc', { description: 'Amount including VAT at this rate, in minor units (cents).' }),
    ht: t.exposeInt('ht', { description: 'Amount excluding VAT at this rate, in minor units (cents).' }),
    tva: t.exposeInt('tva', { description: 'VAT at this rate, in minor units (cents).' }),
  }),
});

const TvaOrderRef = builder.objectRef<TvaOrder>('TvaOrder').implement({
  description: `An order and its VAT split. ${VAT_RULE}`,
  fields: (t) => ({
    cart: t.field({ description: 'The order.', type: CartRef, resolve: (order) => order.cart }),
    rates: t.field({
      description: "The order's amounts per VAT rate.",
      type: [TvaOrderRateRef],
      resolve: (order) => order.rates,
    }),
    ttc: t.exposeInt('ttc', { description: 'Σ of the rates: the order’s total.' }),
    ht: t.exposeInt('ht', { description: 'Σ of the rates excluding VAT, in minor units (cents).' }),
    tva: t.exposeInt('tva', { description: 'Σ of the VAT of the rates, in minor units (cents).' }),
  }),
});

const TvaOrderEdgeRef = builder.objectRef<{ cursor: string; node: TvaOrder }>('TvaOrderEdge').implement({
  description: 'One order of a page, with its cursor.',
  fields: (t) => ({
    node: t.field({ type: TvaOrderRef, description: 'The order.', resolve: (edge) => edge.node }),
    cursor: t.exposeString('cursor', {
      description: "The order's cursor, to pass as `after` to get the ones that follow.",
    }),
  }),
});

const TvaOrderConnectionRef = builder.objectRef<Page<TvaOrder>>('TvaOrderConnection').implement({
  description: 'One page of orders, oldest first.',
  fields: (t) => ({
    edges: t.field({
      description: 'The orders of this page, in order.',
      type: [TvaOrderEdgeRef],
      resolve: (page) => page.edges,
    }),
    pageInfo: t.field({
      description: 'Whether more pages follow, and the cursors of this one.',
      type: builder.pageInfoRef(),
      resolve: (page) => page.pageInfo,
    }),
    totalCount: t.exposeInt('totalCount', { description: 'How many orders match the filter, over all pages.' }),
  }),
});

const MiscItemTypeEnum = builder.enumType('MiscItemType', {
  description: 'The kind of a misc billing item (eco contribution, meal voucher, marketing fee…).',
  values: MISC_ITEM_TYPES,
});

const MiscItemRef = builder.objectRef<MiscItemRow>('MiscItem').implement({
  description:
    'Misc billing item (docs/data-model.md#misc-billing-items): a platform statement line that is not an order. Amounts signed from the restaurant’s side.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The item's id." }),
    uuid: t.exposeString('uuid', { description: "The item's public uuid." }),
    type: t.field({ description: 'The kind of item.', type: MiscItemTypeEnum, resolve: (item) => item.type }),
    tag: t.exposeString('tag', { description: "The platform's own label for the line." }),
    description: t.exposeString('description', {
      nullable: true,
      description: "The platform's description of the line, when it gives one.",
    }),
    miscDate: t.exposeString('miscDate', { description: 'YYYY-MM-DD, the restaurant’s local statement day.' }),
    total: t.exposeInt('total', {
      description: "Amount including VAT in minor units (cents), signed from the restaurant's side.",
    }),
    ht: t.exposeInt('ht', {
      description: "Amount excluding VAT in minor units (cents), signed from the restaurant's side.",
    }),
    tva: t.int({ description: 'total − ht.', resolve: (item) => item.total - item.ht }),
    tvaPurcent: t.exposeFloat('tvaPurcent', {
      description: 'VAT rate in percent (20 means 20 %; kept spelling: docs/glossary.md#spellings).',
    }),
    platform: t.field({
      description: 'The platform whose statement has the line.',
      type: PlatformNameEnum,
      resolve: (item) => item.platform,
    }),
    restaurant: t.loadable({
      description: 'The restaurant the line is billed to.',
      type: RestaurantRef,
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(restaurants).where(inArray(restaurants.id, ids));
        return ids.map(
          (id) =>
            rows.find((row) => row.id === id) ?? new AppError('NOT_FOUND', { message: `Restaurant ${id} not found` }),
        );
      },
      resolve: (item) => item.restaurantId,
    }),
  }),
});

const MiscItemTypeTotalRef = builder.objectRef<MiscItemTypeTotal>('MiscItemTypeTotal').implement({
  description: 'The misc items of one kind over the whole filter.',
  fields: (t) => ({
    type: t.field({ description: 'The kind.', type: MiscItemTypeEnum, resolve: (row) => row.type }),
    count: t.exposeInt('count', { description: 'How many items of that kind.' }),
    total: t.expose('total', {
      description: "Σ including VAT in minor units (cents), signed from the restaurant's side.",
      type: MoneyTotalScalar,
    }),
    ht: t.expose('ht', {
      description: "Σ excluding VAT in minor units (cents), signed from the restaurant's side.",
      type: MoneyTotalScalar,
    }),
    tva: t.expose('tva', { type: MoneyTotalScalar, description: 'total − ht.' }),
  }),
});

const MiscItemEdgeRef = builder.objectRef<{ cursor: string; node: MiscItemRow }>('MiscItemEdge').implement({
  description: 'One misc item of a page, with its cursor.',
  fields: (t) => ({
    node: t.field({ type: MiscItemRef, description: 'The misc item.', resolve: (edge) => edge.node }),
    cursor: t.exposeString('cursor', {
      description: "The misc item's cursor, to pass as `after` to get the ones that follow.",
    }),
  }),
});

const MiscItemConnectionRef = builder.objectRef<MiscItemPage>('MiscItemConnection').implement({
  description: 'One page of misc items, by statement day, oldest first.',
  fields: (t) => ({
    edges: t.field({
      description: 'The misc items of this page, in order.',
      type: [MiscItemEdgeRef],
      resolve: (page) => page.edges,
    }),
    pageInfo: t.field({
      description: 'Whether more pages follow, and the cursors of this one.',
      type: builder.pageInfoRef(),
      resolve: (page) => page.pageInfo,
    }),
    totalCount: t.exposeInt('totalCount', { description: 'How many misc items match the filter, over all pages.' }),
    byType: t.field({
      type: [MiscItemTypeTotalRef],
      description:
        'Every misc item type (docs/data-model.md#misc-billing-items), in that order, over the whole filter (not the page).',
      resolve: (page) => page.byType,
    }),
  }),
});

// /tva/item (docs/roles.md#route-table): the data is gated exactly like the screen.
const vatAuth = { anyRole: routeRoles('vatItems') };

builder.queryField('tvaOrder', (t) =>
  t.withAuth(vatAuth).field({
    type: TvaOrderConnectionRef,
    description:
      'docs/api.md#date-ranges: the orders of the filter that are not canceled, oldest first, with their VAT split. fromDate and toDate ' +
      "are YYYY-MM-DD, inclusive, in each restaurant's local day; first is capped at 100.",
    args: { first: t.arg.int({ defaultValue: TVA_ORDER_DEFAULT_FIRST }), after: t.arg.string(), ...reportFilterArgs },
    resolve: (_root, args, context) => listTvaOrders(context, args),
  }),
);

builder.queryField('miscItem', (t) =>
  t.withAuth(vatAuth).field({
    type: MiscItemConnectionRef,
    description:
      'docs/api.md#date-ranges: the misc billing items whose miscDate (local statement day) is in the filter, by day then id, paged ' +
      '(first capped at 100), with totals by type over the whole filter.',
    args: { first: t.arg.int({ defaultValue: MISC_ITEM_DEFAULT_FIRST }), after: t.arg.string(), ...reportFilterArgs },
    resolve: (_root, args, context) => listMiscItems(context, args),
  }),
);

builder.queryField('tvaReport', (t) =>
  t.withAuth(vatAuth).field({
    type: TvaReportRef,
    description:
      'The report lines (docs/data-model.md#report-lines) of the filter with the VAT split per rate and per platform (see TvaStatementLineKey).',
    args: { ...reportFilterArgs },
    resolve: (_root, args, context) => statementLines(context, args),
  }),
);
