export const FULFILLMENT_TYPES = ['PICKUP', 'DELIVERY', 'DELIVERY_THIRD_PARTY', 'DELIVERY_TABLE', 'DINNING'] as const;

export type FulfillmentType = (typeof FULFILLMENT_TYPES)[number];

const fulfillmentTypeSet: ReadonlySet<string> = new Set(FULFILLMENT_TYPES);

export function isFulfillmentType(x: unknown): x is FulfillmentType {
  return typeof x === 'string' && fulfillmentTypeSet.has(x);
}
