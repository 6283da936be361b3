// The analytics module's public file: what other code may import from it (docs/architecture.md#modules).
export { TotalOrderRef } from './analytics.graphql';
export { closePauses, openPauses } from './pause-log';
export { totalOrder, type TotalOrder } from './total-order';
