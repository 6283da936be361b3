import { describe, expect, it } from 'vitest';
import { compactIban, ibanLast4, isBic, isIban, maskedIban } from './bank-details';

describe('bank details', () => {
  it.each<[string, boolean, string | null]>([
    ['FR76 3000 6000 0112 3456 7890 189', true, null],
    ['fr7630006000011234567890189', true, null],
    ['DE89 3704 0044 0532 0130 00', true, null],
    ['FR76 3000 6000 0112 3456 7890 188', true, 'invalid_iban'],
    ['FR76 3000 6000 0112 3456 7890', true, 'invalid_iban'],
    ['XX00 1234', true, 'invalid_iban'],
    ['', true, 'field_required'],
    ['  ', false, null],
  ])('IBAN %j (required: %s) → %s', (value, required, key) => {
    expect(isIban(value, required)).toBe(key);
  });

  it.each<[string, string | null]>([
    ['AGRIFRPPXXX', null],
    ['agri frpp', null],
    ['', null],
    ['AGRIZZPP', 'invalid_bic'],
    ['AGRIFRPPXX', 'invalid_bic'],
  ])('BIC %j → %s', (value, key) => {
    expect(isBic(value)).toBe(key);
  });

  it('keeps and shows only the last four characters', () => {
    expect(compactIban('FR76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(ibanLast4('FR76 3000 6000 0112 3456 7890 189')).toBe('0189');
    expect(maskedIban('0189')).toBe('•••• 0189');
  });
});
