import { TERMS_VERSION, validateCompanyRegistration, type CompanyRegistration } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCodes, accounts, companies, outgoingEmails } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { sendBurst } from '../../testing/rate-limited-api';
import { findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';
import { NEW_COMPANY_ROLES } from './register-company';
import { SIGNUP_LIMITS } from './signup-limits';
import { aRegistration, nextClientAddress, readLastCode, REGISTER_COMPANY } from './testing/sign-up';

const HOUR_MS = 60 * 60 * 1000;

describe.each(TEST_DRIVERS)('registerCompany (%s)', (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => {
    await api?.close();
  });

  function register(input: Record<string, unknown>, clientAddress = nextClientAddress()) {
    return api.graphql(REGISTER_COMPANY, { variables: { input }, clientAddress });
  }

  it('creates a company waiting for its code, with its details, its terms and an e-mailed code', async () => {
    const input = aRegistration({
      email: 'New.Owner@Example.TEST',
      vatNumber: 'fr 64 443 061 841',
      siren: '443 061 841',
    });
    const before = Date.now();
    const result = await register(input);
    expect(result.body.errors).toBeUndefined();
    const payload = result.body.data?.registerCompany as {
      token: string;
      auth: { email: string; roles: string[]; __typename: string };
      company: unknown;
    };
    expect(payload.token).toMatch(/^ey/);
    expect(payload.auth).toMatchObject({ email: 'new.owner@example.test', __typename: 'Company' });
    expect([...payload.auth.roles].sort()).toEqual([...NEW_COMPANY_ROLES].sort());
    expect(payload.company).toEqual({
      name: 'Le Petit Comptoir',
      siren: '443061841',
      siret: '44306184100047',
      vatNumber: 'FR64443061841',
      awaitingValidation: true,
    });

    const account = await findAccountByEmail(api.database, 'new.owner@example.test');
    expect(account).toMatchObject({ type: 'Company', awaitingValidation: true, lang: 'fr', phone: '+33142685300' });
    const [company] = await api.database.db.select().from(companies).where(eq(companies.accountId, account.id));
    expect(company).toMatchObject({
      adresse: { adresse: '8 rue de Londres', postalCode: '75009', city: 'Paris', country: 'FR' },
      contact: { firstName: 'Alice', lastName: 'Martin', phone: '+33612345678', email: 'alice@petit-comptoir.test' },
      termsVersion: TERMS_VERSION,
      privacyVersion: TERMS_VERSION,
    });
    expect(company?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(company?.privacyAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const code = await readLastCode(api, 'new.owner@example.test');
    const [email] = await api.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, 'new.owner@example.test'));
    expect(email).toMatchObject({ template: 'account-code', lang: 'fr', status: 'pending' });
    expect(email?.text).toContain('Alice');
    const codes = await api.database.db.select().from(accountCodes).where(eq(accountCodes.accountId, account.id));
    expect(codes).toHaveLength(1);
    // Only a keyed hash is kept, never the code.
    expect(codes[0]?.codeHash).not.toContain(code);
    expect(codes[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (codes[0]?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(24 * HOUR_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * HOUR_MS + 60_000);
  });

  it('refuses every broken rule at once, naming each field with the key the form shows', async () => {
    const input = aRegistration({
      name: '',
      siren: '443061842',
      siret: '4430618410004',
      vatNumber: 'FR65443061841',
      contact: { firstName: 'x'.repeat(51), lastName: '', phone: '12345', email: 'not-an-email' },
      adresse: { adresse: '', postalCode: '750', city: '', country: 'FR' },
      email: 'nobody',
      password: 'short1',
      confirmPassword: 'other',
      phone: '0612',
    });
    const result = await register(input);
    expect(result.body.data).toBeNull();
    const error = result.body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fields).toEqual(validateCompanyRegistration(input as CompanyRegistration));
    expect(error?.extensions?.fields).toMatchObject({
      siren: 'invalid_siren',
      siret: 'invalid_siret',
      'contact.firstName': 'text_too_long',
      'contact.phone': 'Invalid number',
      'adresse.postalCode': 'five_digits_required',
      password: 'weak_password',
      confirmPassword: 'passwords_must_match',
      phone: 'Invalid number',
    });
    expect(await api.database.db.select().from(accounts).where(eq(accounts.email, 'nobody'))).toEqual([]);
  });

  it.each([
    ['the terms of use', { termsAccepted: false }, { termsAccepted: 'terms_required' }],
    ['the privacy policy', { privacyAccepted: false }, { privacyAccepted: 'terms_required' }],
  ])('answers TERMS_NOT_ACCEPTED without %s, and creates nothing', async (_what, refused, fields) => {
    const input = aRegistration(refused);
    const result = await register(input);
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'TERMS_NOT_ACCEPTED', fields });
    expect(
      await api.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, String(input.email))),
    ).toEqual([]);
  });

  it('refuses an e-mail already used, in any case, and sends nothing', async () => {
    const result = await register(aRegistration({ email: DEMO_ACCOUNTS.basic.email.toUpperCase() }));
    expect(result.body.errors?.[0]?.extensions).toMatchObject({
      code: 'EMAIL_ALREADY_USED',
      fields: { email: 'EMAIL_ALREADY_USED' },
    });
    expect(
      await api.database.db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.toAddress, DEMO_ACCOUNTS.basic.email)),
    ).toEqual([]);
  });

  it('lets exactly one of 20 concurrent sign-ups with one e-mail through', async () => {
    const email = 'burst@example.test';
    const results = await sendBurst(20, () => register(aRegistration({ email })));
    const succeeded = results.filter((result) => result.body.data?.registerCompany);
    expect(succeeded).toHaveLength(1);
    const codes = results.flatMap((result) => result.body.errors ?? []).map((error) => error.extensions?.code);
    expect(codes).toEqual(Array.from({ length: 19 }, () => 'EMAIL_ALREADY_USED'));
    expect(await api.database.db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(1);
    expect(await api.database.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, email))).toHaveLength(
      1,
    );
  });

  it(`allows ${SIGNUP_LIMITS.perAddress.limit} sign-ups per address and hour, even in a burst, then refuses that address only`, async () => {
    const address = nextClientAddress();
    const results = await sendBurst(SIGNUP_LIMITS.perAddress.limit + 4, () => register(aRegistration(), address));
    const succeeded = results.filter((result) => result.body.data?.registerCompany);
    expect(succeeded.length).toBeLessThanOrEqual(SIGNUP_LIMITS.perAddress.limit);
    const codes = new Set(results.flatMap((result) => result.body.errors ?? []).map((error) => error.extensions?.code));
    expect(codes).toEqual(new Set(['TOO_MANY_ATTEMPTS']));
    const elsewhere = await register(aRegistration());
    expect(elsewhere.body.errors).toBeUndefined();
  });
});
