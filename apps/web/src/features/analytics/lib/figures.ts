import type { OrderTotals } from '../api/analytics-query';

export type Figure = { key: keyof OrderTotals; kind: 'count' | 'money' | 'minutes' };

/** The statistics (docs/data-model.md#statistics) in the order the screen shows them. */
export const FIGURES: readonly Figure[] = [
  { key: 'totalCommand', kind: 'count' },
  { key: 'total', kind: 'money' },
  { key: 'sales', kind: 'money' },
  { key: 'promo', kind: 'money' },
  { key: 'newClient', kind: 'count' },
  { key: 'photoCount', kind: 'count' },
  { key: 'canceled', kind: 'count' },
  { key: 'canceledTotal', kind: 'money' },
  { key: 'inactivity', kind: 'minutes' },
];
