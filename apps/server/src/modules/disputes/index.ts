// The disputes module's public file: what other code may import from it (docs/architecture.md#modules).
export { disputeFilter } from './dispute-filter';
export { disputeStatusAtSql } from './dispute-status';
export { summarizeDisputes } from './dispute-summary';
export { recordPlatformRefund, recordRefundAnswer } from './record-platform-refund';
export { createRefundableOrderLookup } from './refundable-order';
