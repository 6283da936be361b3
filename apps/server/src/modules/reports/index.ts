// The reports module's public file: what other code may import from it (docs/architecture.md#modules).
export { MoneyTotalScalar } from './money-total.graphql';
export { reportFilterArgs } from './report-filter.graphql';
export {
  beforeLocalDay,
  cartReportFilter,
  localMidnight,
  onOrAfterLocalDay,
  readReportDates,
  readRestaurantUuids,
  type ReportFilterArgs,
} from './report-filter';
export { sumMoney } from './sum-money';
export {
  dayRollupsOfFilter,
  hourRollupsOfFilter,
  itemRollupsOfFilter,
  rollupSums,
  sumCount,
  vatRollupsOfFilter,
} from './day-rollups';
export { rebuildRollups } from './rollup-worker';
