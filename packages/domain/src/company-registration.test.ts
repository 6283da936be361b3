import { describe, expect, it } from 'vitest';
import {
  EU_VAT_PATTERNS,
  frenchVatKey,
  isAccountCode,
  isPhoneNumber,
  isSiren,
  isSiret,
  isVatNumber,
  normalisePhoneNumber,
  SIGNUP_COUNTRIES,
  validateCompanyRegistration,
  type CompanyRegistration,
} from './company-registration';

// Google France: a real SIREN, its head office SIRET and its VAT number.
const SIREN = '443061841';
const SIRET = '44306184100047';
const VAT = 'FR64443061841';

const VALID: CompanyRegistration = {
  name: 'Le Petit Comptoir',
  siren: SIREN,
  siret: SIRET,
  vatNumber: VAT,
  contact: { firstName: 'Alice', lastName: 'Martin', phone: '06 12 34 56 78', email: '' },
  adresse: { adresse: '8 rue de Londres', postalCode: '75009', city: 'Paris', country: 'FR' },
  email: 'alice@petit-comptoir.test',
  password: 'comptoir-2026',
  confirmPassword: 'comptoir-2026',
  phone: '+33 1 42 68 53 00',
  termsAccepted: true,
  privacyAccepted: true,
};

describe('isSiren', () => {
  it.each(['443061841', '443 061 841', '732829320'])('accepts %s (9 digits, Luhn key)', (siren) => {
    expect(isSiren(siren)).toBeNull();
  });
  it.each(['443061842', '44306184', '4430618410', '44306184a'])('refuses %s', (siren) => {
    expect(isSiren(siren)).toBe('invalid_siren');
  });
  it('asks for a missing one', () => {
    expect(isSiren(' ')).toBe('field_required');
  });
});

describe('isSiret', () => {
  it('accepts 14 digits under one Luhn key that begin with the SIREN', () => {
    expect(isSiret('443 061 841 00047', SIREN)).toBeNull();
  });
  it('refuses a wrong key, a wrong length, or another company’s SIREN', () => {
    expect(isSiret('44306184100048')).toBe('invalid_siret');
    expect(isSiret('4430618410004')).toBe('invalid_siret');
    expect(isSiret(SIRET, '732829320')).toBe('invalid_siret');
  });
  it('checks La Poste’s establishments by their digit sum, a multiple of 5, and its head office by Luhn', () => {
    expect(isSiret('35600000049837', '356000000')).toBeNull();
    expect(isSiret('35600000049838', '356000000')).toBe('invalid_siret');
    expect(isSiret('35600000000048', '356000000')).toBeNull();
  });
});

describe('isVatNumber', () => {
  it('computes the French key from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97', () => {
    expect(frenchVatKey(SIREN)).toBe('64');
    expect(frenchVatKey('000000097')).toBe('12');
  });
  it('accepts a French number with its key, written with spaces or in lower case', () => {
    expect(isVatNumber('fr 64 443 061 841', SIREN)).toBeNull();
  });
  it('refuses a French number whose key is wrong, or whose SIREN is not the company’s', () => {
    expect(isVatNumber('FR65443061841')).toBe('invalid_vat_number');
    expect(isVatNumber(VAT, '732829320')).toBe('invalid_vat_number');
  });
  it('checks only the format of a French number with a letter key', () => {
    expect(isVatNumber('FRA1443061841')).toBeNull();
    expect(isVatNumber('FRI1443061841')).toBe('invalid_vat_number');
  });
  it.each([
    ['ATU12345678', 'AT12345678'],
    ['BE0123456789', 'BE2123456789'],
    ['DE123456789', 'DE12345678'],
    ['EL123456789', 'GR123456789'],
    ['ESA1234567B', 'ES12345678'],
    ['IE1234567WA', 'IE1234567'],
    ['NL123456789B01', 'NL123456789'],
    ['PL5261040828', 'PL526104082'],
    ['PT123456789', 'PT1234567890'],
    ['SE123456789001', 'SE123456789002'],
  ])('accepts %s and refuses %s', (good, bad) => {
    expect(isVatNumber(good)).toBeNull();
    expect(isVatNumber(bad)).toBe('invalid_vat_number');
  });
  it('knows the 27 member states, and refuses a country outside the EU', () => {
    expect(Object.keys(EU_VAT_PATTERNS)).toHaveLength(27);
    expect(SIGNUP_COUNTRIES).toContain('GR');
    expect(isVatNumber('GB123456789')).toBe('invalid_vat_number');
  });
});

describe('phone numbers', () => {
  it('reads a national number in the address country, an international one anywhere', () => {
    expect(isPhoneNumber('06 12 34 56 78', 'FR')).toBeNull();
    expect(isPhoneNumber('+48 512 345 678', 'FR')).toBeNull();
    expect(isPhoneNumber('512 345 678', 'PL')).toBeNull();
  });
  it('answers the product’s message for a number that cannot exist', () => {
    expect(isPhoneNumber('12345', 'FR')).toBe('Invalid number');
    expect(isPhoneNumber('06 12 34', 'FR')).toBe('Invalid number');
    expect(isPhoneNumber('', 'FR')).toBe('field_required');
  });
  it('is stored in international format', () => {
    expect(normalisePhoneNumber('06 12 34 56 78', 'FR')).toBe('+33612345678');
  });
});

describe('isAccountCode', () => {
  it('wants six digits', () => {
    expect(isAccountCode('123 456')).toBeNull();
    expect(isAccountCode('12345')).toBe('invalid_code');
    expect(isAccountCode('12345a')).toBe('invalid_code');
    expect(isAccountCode('')).toBe('field_required');
  });
});

describe('validateCompanyRegistration', () => {
  it('accepts a complete French company', () => {
    expect(validateCompanyRegistration(VALID)).toBeNull();
  });

  it('names every field that fails, with its key', () => {
    const errors = validateCompanyRegistration({
      name: '',
      siren: '123',
      siret: '',
      vatNumber: 'FR00',
      contact: { firstName: 'x'.repeat(51), lastName: ' ', phone: '12', email: 'not-an-email' },
      adresse: { adresse: '', postalCode: '7500', city: '', country: 'FR' },
      email: 'nobody',
      password: 'short1',
      confirmPassword: 'other',
      phone: '',
      termsAccepted: false,
      privacyAccepted: false,
    });
    expect(errors).toEqual({
      name: 'field_required',
      siren: 'invalid_siren',
      siret: 'field_required',
      vatNumber: 'invalid_vat_number',
      'contact.firstName': 'text_too_long',
      'contact.lastName': 'field_required',
      'contact.phone': 'Invalid number',
      'contact.email': 'invalid_email',
      'adresse.adresse': 'field_required',
      'adresse.postalCode': 'five_digits_required',
      'adresse.city': 'field_required',
      email: 'invalid_email',
      password: 'weak_password',
      confirmPassword: 'passwords_must_match',
      phone: 'field_required',
      termsAccepted: 'terms_required',
      privacyAccepted: 'terms_required',
    });
  });

  it('wants the SIRET and VAT number of the SIREN given', () => {
    expect(validateCompanyRegistration({ ...VALID, siren: '732829320' })).toEqual({
      siret: 'invalid_siret',
      vatNumber: 'invalid_vat_number',
    });
  });

  it('leaves the VAT number optional', () => {
    expect(validateCompanyRegistration({ ...VALID, vatNumber: ' ' })).toBeNull();
  });

  it('does not ask a company outside France for a SIREN, a SIRET or a 5-digit postal code', () => {
    const polish = {
      ...VALID,
      siren: '',
      siret: '',
      vatNumber: 'PL5261040828',
      contact: { ...VALID.contact, phone: '512 345 678' },
      adresse: { adresse: 'ul. Marszałkowska 10', postalCode: '00-590', city: 'Warszawa', country: 'PL' },
      phone: '+48 22 123 45 67',
    };
    expect(validateCompanyRegistration(polish)).toBeNull();
    expect(validateCompanyRegistration({ ...polish, siren: '123' })).toEqual({ siren: 'invalid_siren' });
  });

  it('refuses a country outside the EU', () => {
    expect(validateCompanyRegistration({ ...VALID, adresse: { ...VALID.adresse, country: 'US' } })).toMatchObject({
      'adresse.country': 'field_required',
    });
  });
});
