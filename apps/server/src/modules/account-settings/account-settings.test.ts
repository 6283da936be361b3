import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, companies } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { decryptValue } from '../../lib/data-encryption';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';

const COMPANY_FIELDS = `id uuid name siren siret vatNumber contact { firstName lastName phone email } adresse { adresse postalCode city country }
  ibanLast4 bic paymentMethod billingAddress { adresse postalCode city country }`;
const UPDATE_COMPANY = `mutation($id: Int, $input: CompanyUserInput!) { updateCompanyUser(id: $id, input: $input) { ${COMPANY_FIELDS} } }`;
const UPDATE_BILLING = `mutation($id: Int, $input: BillingInformationInput!) { updateBillingInformation(id: $id, input: $input) { ${COMPANY_FIELDS} } }`;
const BILLING_TYPE = 'query($id: Int) { getBillingType(id: $id) }';

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const COMPACT_IBAN = 'FR7630006000011234567890189';
const OTHER_IBAN = 'DE89 3704 0044 0532 0130 00';

const DETAILS = {
  name: 'Demo Burger Co',
  siren: '842 153 678',
  siret: '842 153 678 00011',
  vatNumber: 'fr 16 842153678',
  contact: { firstName: 'Julie', lastName: 'Moreau', phone: '06 12 34 56 78', email: 'Julie.Moreau@demo-burger.test' },
  adresse: { adresse: '12 rue de la Roquette', postalCode: '75011', city: 'Paris', country: 'fr' },
};
const BILLING_ADDRESS = { adresse: '1 place de la Bourse', postalCode: '69002', city: 'Lyon', country: 'FR' };

describe.each(TEST_DRIVERS)('the account page’s company and billing details (%s)', (driver) => {
  let api: TestApi;
  let company: string;
  let manager: string;
  let admin: string;
  let application: string;
  const ids = { burger: 0, pizza: 0 };

  beforeAll(async () => {
    api = await startTestApi(driver);
    const signIn = (key: keyof typeof DEMO_ACCOUNTS) =>
      api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    [company, manager, admin, application] = [
      await signIn('company'),
      await signIn('manager'),
      await signIn('admin'),
      await signIn('app'),
    ];
    for (const key of ['burger', 'pizza'] as const) {
      const [row] = await api.database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, DEMO_COMPANY_NAMES[key]));
      ids[key] = row?.id ?? 0;
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  const send = (query: string, variables: Record<string, unknown>, token: string, switchUser?: string) =>
    api.graphql(query, { variables, token, switchUser });
  const errorOf = (result: GraphQLResponse) => ({
    code: result.body.errors?.[0]?.extensions?.code,
    fields: result.body.errors?.[0]?.extensions?.fields,
  });
  const storedRow = async (id: number) =>
    (await api.database.db.select().from(companies).where(eq(companies.id, id)))[0];

  it('saves the company’s details as the sign-up stores them: compact numbers, the VAT number upper case, an international phone', async () => {
    const result = await send(UPDATE_COMPANY, { input: DETAILS }, company);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.updateCompanyUser).toMatchObject({
      id: ids.burger,
      siren: '842153678',
      siret: '84215367800011',
      vatNumber: 'FR16842153678',
      contact: { phone: '+33612345678', email: 'julie.moreau@demo-burger.test' },
      adresse: { country: 'FR' },
    });
  });

  it('refuses what the sign-up refuses, naming each field, and changes nothing', async () => {
    const before = await storedRow(ids.burger);
    const result = await send(
      UPDATE_COMPANY,
      {
        input: {
          ...DETAILS,
          name: ' ',
          siret: '84215367800012',
          vatNumber: 'FR00842153678',
          contact: { ...DETAILS.contact, phone: '12' },
          adresse: { ...DETAILS.adresse, postalCode: '7501' },
        },
      },
      company,
    );
    expect(errorOf(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'field_required',
        siret: 'invalid_siret',
        vatNumber: 'invalid_vat_number',
        'contact.phone': 'Invalid number',
        'adresse.postalCode': 'five_digits_required',
      },
    });
    expect(await storedRow(ids.burger)).toEqual(before);
  });

  it('lets an account manager edit a company it looks after, and an administrator acting as the company', async () => {
    const byManager = await send(
      UPDATE_COMPANY,
      {
        id: ids.pizza,
        input: {
          ...DETAILS,
          name: 'Corner Pizza',
          siren: '910345826',
          siret: '91034582600010',
          vatNumber: 'FR65910345826',
        },
      },
      manager,
    );
    expect(byManager.body.data?.updateCompanyUser).toMatchObject({ id: ids.pizza, name: 'Corner Pizza' });
    const asCompany = await send(
      UPDATE_BILLING,
      { input: { paymentMethod: 'CARD' } },
      admin,
      DEMO_ACCOUNTS.basic.email,
    );
    expect(asCompany.body.data?.updateBillingInformation).toMatchObject({ id: ids.pizza, paymentMethod: 'CARD' });
    // Both changes are in the audit trail, the administrator as who did it and the company as whom.
    const trail = await api.database.db
      .select({
        action: auditLog.action,
        actor: accounts.email,
        subject: auditLog.subjectAccountId,
        data: auditLog.data,
      })
      .from(auditLog)
      .innerJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(ids.pizza))));
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'company.details', actor: DEMO_ACCOUNTS.manager.email, subject: null }),
        expect.objectContaining({
          action: 'company.billing',
          actor: DEMO_ACCOUNTS.admin.email,
          subject: expect.any(Number),
          data: { paymentMethod: 'CARD' },
        }),
      ]),
    );
  });

  it('answers another company’s id exactly like a missing one, and refuses applications', async () => {
    const answers = await Promise.all(
      [ids.pizza, 999_999].map(
        async (id) => (await send(UPDATE_BILLING, { id, input: { paymentMethod: 'CARD' } }, company)).body,
      ),
    );
    expect(answers[0]).toMatchObject({ data: null, errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect(answers[1]).toEqual(answers[0]);
    expect(errorOf(await send(UPDATE_COMPANY, { id: ids.pizza, input: DETAILS }, company)).code).toBe('NOT_FOUND');
    expect(errorOf(await send(BILLING_TYPE, { id: ids.burger }, application)).code).toBe('FORBIDDEN');
    expect(errorOf(await send(UPDATE_COMPANY, { id: ids.burger, input: DETAILS }, application)).code).toBe('FORBIDDEN');
    expect((await storedRow(ids.pizza))?.paymentMethod).not.toBe('DIRECT_DEBIT');
  });

  it('stores the IBAN encrypted under DATA_KEY and shows only its last four characters, in every answer', async () => {
    const result = await send(
      UPDATE_BILLING,
      { input: { iban: IBAN, bic: 'agri frpp xxx', paymentMethod: 'DIRECT_DEBIT', billingAddress: BILLING_ADDRESS } },
      company,
    );
    expect(result.body.data?.updateBillingInformation).toMatchObject({
      ibanLast4: '0189',
      bic: 'AGRIFRPPXXX',
      paymentMethod: 'DIRECT_DEBIT',
      billingAddress: BILLING_ADDRESS,
    });
    const everyAnswer = [
      result.text,
      (await send(`query($id: Int!) { company(id: $id) { ${COMPANY_FIELDS} } }`, { id: ids.burger }, company)).text,
      (await send(`{ me { ... on Company { ${COMPANY_FIELDS} } } }`, {}, company)).text,
      (await send(`query { companys(first: 10) { edges { node { ${COMPANY_FIELDS} } } } }`, {}, admin)).text,
    ];
    for (const text of everyAnswer) {
      expect(text).toContain('0189');
      expect(text).not.toContain('30006000011234567890');
    }

    const row = await storedRow(ids.burger);
    expect(JSON.stringify(row)).not.toContain('3000600001123456789');
    expect(row?.ibanEncrypted).toMatch(/^v1:/);
    expect(decryptValue(api.config.dataKey, row?.ibanEncrypted ?? '')).toBe(COMPACT_IBAN);
    expect(() => decryptValue(randomBytes(32), row?.ibanEncrypted ?? '')).toThrow();
    expect(row?.ibanLast4).toBe('0189');
  });

  it('keeps the stored IBAN when none is sent, and replaces it when a new one is', async () => {
    const kept = await send(UPDATE_BILLING, { input: { iban: '', paymentMethod: 'DIRECT_DEBIT' } }, company);
    expect(kept.body.data?.updateBillingInformation).toMatchObject({
      ibanLast4: '0189',
      bic: null,
      billingAddress: null,
    });
    const replaced = await send(
      UPDATE_BILLING,
      { input: { iban: OTHER_IBAN, paymentMethod: 'DIRECT_DEBIT' } },
      company,
    );
    expect(replaced.body.data?.updateBillingInformation).toMatchObject({ ibanLast4: '3000' });
    expect(decryptValue(api.config.dataKey, (await storedRow(ids.burger))?.ibanEncrypted ?? '')).toBe(
      'DE89370400440532013000',
    );
  });

  it('refuses a wrong IBAN, BIC or billing address by field, and a direct debit without any IBAN', async () => {
    const wrong = await send(
      UPDATE_BILLING,
      {
        input: {
          iban: 'FR76 3000 6000 0112 3456 7890 188',
          bic: 'AGRIZZPP',
          paymentMethod: 'CARD',
          billingAddress: { ...BILLING_ADDRESS, postalCode: '6900', country: 'US' },
        },
      },
      company,
    );
    expect(errorOf(wrong)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { iban: 'invalid_iban', bic: 'invalid_bic', 'billingAddress.country': 'field_required' },
    });
    // Corner Pizza has no IBAN: a card needs none, a direct debit does.
    expect(
      errorOf(await send(UPDATE_BILLING, { id: ids.pizza, input: { paymentMethod: 'DIRECT_DEBIT' } }, manager)),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: { iban: 'field_required' } });
    expect(
      (await send(UPDATE_BILLING, { id: ids.pizza, input: { paymentMethod: 'CARD' } }, manager)).body.errors,
    ).toBeUndefined();
  });

  it('answers getBillingType with the company’s payment method', async () => {
    await send(UPDATE_BILLING, { input: { paymentMethod: 'CARD' } }, company);
    expect((await send(BILLING_TYPE, {}, company)).body).toEqual({ data: { getBillingType: 'CARD' } });
    expect((await send(BILLING_TYPE, { id: ids.burger }, manager)).body).toEqual({ data: { getBillingType: 'CARD' } });
    expect(errorOf(await send(BILLING_TYPE, {}, admin)).code).toBe('BAD_USER_INPUT');
  });
});
