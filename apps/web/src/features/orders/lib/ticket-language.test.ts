import { describe, expect, it } from 'vitest';
import { anAccount } from '../../../test/accounts';
import { ticketLanguage } from './ticket-language';

const company = { ...anAccount('Company', ['ROLE_COMPANY_ADMIN']), documentLanguage: 'pl' as const };
const admin = anAccount('User', ['ROLE_ADMINISTRATOR']);
const profile = (me: typeof admin, switchedUser: typeof admin | null = null) => ({
  connected: true,
  me,
  switchedUser,
  platforms: [],
  printers: [],
});

describe('ticketLanguage', () => {
  it("prints in the company's language on its own tablet, whatever the tablet shows", () => {
    expect(ticketLanguage(profile(company), 'en')).toBe('pl');
  });

  it('prints in the language of the company an administrator acts as', () => {
    expect(ticketLanguage(profile(admin, company), 'fr')).toBe('pl');
  });

  it('prints in the reader’s language for anyone else, English when unknown', () => {
    expect(ticketLanguage(profile(admin), 'es')).toBe('es');
    expect(ticketLanguage(undefined, 'de')).toBe('en');
  });
});
