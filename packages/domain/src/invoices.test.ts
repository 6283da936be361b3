import { describe, expect, it } from 'vitest';
import { commissionOf, formatInvoiceNumber, INVOICE_READER_ROLES, isInvoiceStatus } from './invoices';

describe('invoices', () => {
  it.each<[number, number]>([
    [0, 0],
    [100_000, 2_000],
    [12_345, 247],
    [12_325, 247],
    [12_324, 246],
    [-12_325, -247],
    [987_654_321_000, 19_753_086_420],
  ])('takes 2 %% of %i minor units as %i', (base, commission) => {
    expect(commissionOf(base)).toBe(commission);
  });

  it('numbers invoices per year with six digits', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('CPT-2026-000123');
    expect(formatInvoiceNumber(2027, 1_234_567)).toBe('CPT-2027-1234567');
  });

  it('lets company staff, administrators and account managers read invoices, and nobody else', () => {
    expect([...INVOICE_READER_ROLES].sort()).toEqual([
      'ROLE_ACCOUNT_MANAGER',
      'ROLE_ADMINISTRATOR',
      'ROLE_COMPANY_ADMIN',
      'ROLE_COMPANY_MANAGER',
    ]);
  });

  it.each([
    ['PAYER', true],
    ['VALIDER', true],
    ['VALIDATING', true],
    ['PAID', false],
    [null, false],
  ])('knows %s as a status: %s', (value, known) => {
    expect(isInvoiceStatus(value)).toBe(known);
  });
});
