export const PAYMENT_METHODS = ['PAYMENT_CREDIT_CARD', 'PAYMENT_CASH', 'PAYMENT_VOUCHER', 'PAYMENT_NONE'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const paymentMethodSet: ReadonlySet<string> = new Set(PAYMENT_METHODS);

export function isPaymentMethod(x: unknown): x is PaymentMethod {
  return typeof x === 'string' && paymentMethodSet.has(x);
}
