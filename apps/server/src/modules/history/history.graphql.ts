import { DEFAULT_FIRST } from '@comptoir/domain';
import { builder } from '../../builder';
import type { CartRow } from '../../db/schema';
import { CartRef } from '../orders';
import { MoneyTotalScalar, reportFilterArgs } from '../reports';
import type { HistoryStats } from './history-stats';
import { listHistory, type HistoryPage } from './list-history';

export const HistoryStatsRef = builder.objectRef<HistoryStats>('HistoryStats').implement({
  description:
    'Over the whole filter, not the page. Canceled: CANCELED, DENIED, REJECTED, FAILED, ERROR; sums in minor units.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Orders that are not canceled.' }),
    totalWithImage: t.exposeInt('totalWithImage', { description: 'Orders with a photo, canceled or not.' }),
    subtotal: t.expose('subtotal', {
      type: MoneyTotalScalar,
      description: 'Sum of subtotal over the orders that are not canceled.',
    }),
    promo: t.expose('promo', {
      type: MoneyTotalScalar,
      description: 'Sum of promo over the orders that are not canceled.',
    }),
    canceled: t.exposeInt('canceled', { description: 'Canceled orders.' }),
    canceledTotal: t.expose('canceledTotal', {
      type: MoneyTotalScalar,
      description: 'Sum of total over the canceled orders.',
    }),
    total: t.expose('total', {
      type: MoneyTotalScalar,
      description: 'Sum of total over the orders that are not canceled.',
    }),
  }),
});

const CartEdgeRef = builder.objectRef<{ cursor: string; node: CartRow }>('CartEdge').implement({
  description: 'One order of a page, with its cursor.',
  fields: (t) => ({
    node: t.field({ description: 'The order.', type: CartRef, resolve: (edge) => edge.node }),
    cursor: t.exposeString('cursor', {
      description: "The order's cursor, to pass as `after` to get the ones that follow.",
    }),
  }),
});

const CartConnectionRef = builder.objectRef<HistoryPage>('CartConnection').implement({
  description: 'One page of the order history, newest first.',
  fields: (t) => ({
    edges: t.field({
      description: 'The orders of this page, in order.',
      type: [CartEdgeRef],
      resolve: (page) => page.edges,
    }),
    pageInfo: t.field({
      description: 'Whether more pages follow, and the cursors of this one.',
      type: builder.pageInfoRef(),
      resolve: (page) => page.pageInfo,
    }),
    totalCount: t.exposeInt('totalCount', {
      description: 'How many orders match the filter, canceled ones included, over all pages.',
    }),
    stats: t.field({
      description: 'Statistics over the whole filter, not the page.',
      type: HistoryStatsRef,
      resolve: (page) => page.stats,
    }),
  }),
});

builder.queryField('history', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CartConnectionRef,
    description:
      "docs/api.md#date-ranges: newest first; fromDate and toDate are YYYY-MM-DD, inclusive, in each restaurant's local day. " +
      'restaurants are uuids; company narrows within the viewer’s scope. first is capped at 100.',
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_FIRST.history }),
      after: t.arg.string(),
      ...reportFilterArgs,
    },
    resolve: (_root, args, context) => listHistory(context, args),
  }),
);
