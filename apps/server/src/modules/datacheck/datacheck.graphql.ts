import { routeRoles } from '@comptoir/domain';
import { builder } from '../../builder';
import { TotalOrderRef } from '../analytics';
import { HistoryStatsRef } from '../history';
import { MoneyTotalScalar, reportFilterArgs } from '../reports';
import { TvaReportRef } from '../vat';
import { DATA_CHECK_KEYS, dataCheck, type DataCheck, type DataCheckItem } from './data-check';

const DataCheckKeyEnum = builder.enumType('DataCheckKey', {
  description:
    'ordersPerPlatform / ordersPerRestaurant: History count vs Σ totalCommand; totalPerPlatform / totalPerRestaurant: History ' +
    'total vs Σ total; canceledTotalPerPlatform: History canceledTotal vs Σ canceledTotal; vatOrderCount: History count vs ' +
    'the VAT report’s orders; vatSales: History total vs sales_ttc; vatRates: sales_ttc vs Σ ttc over the VAT rates.',
  values: DATA_CHECK_KEYS,
});

const DataCheckItemRef = builder.objectRef<DataCheckItem>('DataCheckItem').implement({
  description: 'One figure that two reports must agree on.',
  fields: (t) => ({
    key: t.field({ description: 'Which figure.', type: DataCheckKeyEnum, resolve: (item) => item.key }),
    expected: t.expose('expected', {
      type: MoneyTotalScalar,
      description: 'History’s figure (a count or minor units).',
    }),
    actual: t.expose('actual', {
      type: MoneyTotalScalar,
      description: 'The same figure as the other report computes it.',
    }),
    matches: t.exposeBoolean('matches', { description: 'Whether both reports give the same figure.' }),
  }),
});

const DataCheckRef = builder.objectRef<DataCheck>('DataCheck').implement({
  description:
    "The same filter's figures as History, Analytics and the VAT report compute them, and whether they agree.",
  fields: (t) => ({
    history: t.field({
      description: 'The figures as History computes them.',
      type: HistoryStatsRef,
      resolve: (check) => check.history,
    }),
    totals: t.field({
      type: TotalOrderRef,
      description: 'Per platform and per restaurant, as Analytics.',
      resolve: (check) => check.totals,
    }),
    vat: t.field({ type: TvaReportRef, description: 'VAT totals, as the VAT report.', resolve: (check) => check.vat }),
    checks: t.field({
      description: 'Each figure compared.',
      type: [DataCheckItemRef],
      resolve: (check) => check.checks,
    }),
  }),
});

builder.queryField('datacheck', (t) =>
  t.withAuth({ anyRole: routeRoles('dataCheck') }).field({
    type: DataCheckRef,
    description:
      'datacheck (docs/api.md#date-ranges): History totals, per-platform and per-restaurant totals and VAT totals of one filter, each computed by ' +
      'its own report, with the agreements between them (account managers and administrators).',
    args: { ...reportFilterArgs },
    resolve: (_root, args, context) => dataCheck(context, args),
  }),
);
