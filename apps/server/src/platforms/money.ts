import { asRecord, optionalNumber } from './json-reader';

/** Major units given as a decimal (12.5) → minor units (1250). */
export function minorFromDecimal(value: unknown): number {
  const amount = optionalNumber(value);
  return amount === null ? 0 : Math.round(amount * 100);
}

/** Uber's new API gives `amount_e5` (major × 100 000): 1 250 000 = 12.50 → 1250 minor units. */
export function minorFromE5(value: unknown): number {
  const amount = optionalNumber(value);
  return amount === null ? 0 : Math.round(amount / 1000);
}

/** Deliveroo's `{fractional, currency_code}`: already minor units. */
export function minorFromFractional(value: unknown): number {
  return Math.round(optionalNumber(asRecord(value).fractional) ?? 0);
}
