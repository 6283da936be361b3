// Each platform's money format, from euro cents.
/** Deliveroo: `{fractional, currency_code}` in minor units. */
export const fractional = (cents: number) => ({ fractional: cents, currency_code: 'EUR' });
/** Uber's new API: `amount_e5` = major units × 100 000. */
export const amountE5 = (cents: number) => ({ amount_e5: cents * 1000, currency_code: 'EUR' });
/** Uber v2: a decimal major-unit amount with its formatted text. */
export const uberV2Money = (cents: number) => ({
  amount: cents / 100,
  currency_code: 'EUR',
  formatted_amount: `€${(cents / 100).toFixed(2)}`,
});
/** VAT inside a tax-inclusive amount, rounded to the cent. */
export const includedTax = (cents: number, vatPercent: number): number =>
  Math.round((cents * vatPercent) / (100 + vatPercent));
