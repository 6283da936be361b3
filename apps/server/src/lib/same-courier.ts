import type { CartCourier } from '../db/schema';

const COURIER_FIELDS = ['firstName', 'lastName', 'fakePhone', 'pinPhone', 'platformId', 'picture'] as const;

// Field by field: jsonb does not keep key order, so serialised forms of the same courier differ.
export function isSameCourier(a: CartCourier | null, b: CartCourier | null): boolean {
  if (a === null || b === null) return a === b;
  return COURIER_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}
