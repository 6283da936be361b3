// The history module's public file: what other code may import from it (docs/architecture.md#modules).
export { findHistoryTotals } from './find-history-totals';
export { type HistoryStats, historyTotalsColumns, isCanceledCart, NO_TOTALS } from './history-stats';
export { HistoryStatsRef } from './history.graphql';
