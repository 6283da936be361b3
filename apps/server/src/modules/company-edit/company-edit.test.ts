import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, companies, outgoingEmails } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import {
  createTestAccount,
  findAccountByEmail,
  startTestApi,
  type GraphQLResponse,
  type TestApi,
} from '../../testing/test-api';

const COMPANY_FIELDS = `id uuid name siren siret vatNumber email currency lang enabled autoAccept autoPrintEnabled
  pagesAccess { tag pinRequired } contact { firstName lastName phone email } adresse { adresse postalCode city country }`;
const EDIT = `mutation($companyId: Int!, $input: CompanyInput!) { company(companyId: $companyId, input: $input) { ${COMPANY_FIELDS} } }`;
const READ = `query($id: Int!) { company(id: $id) { ${COMPANY_FIELDS} } }`;
const USERS = `query($companyId: Int!) { companyUsers(companyId: $companyId) {
  email lang enabled lastSignInAt company { id } accountManagers { uuid email } applications { uuid name } } }`;
const SET_MANAGERS = `mutation($companyId: Int!, $accountUuids: [String!]!) {
  companyAccountManagers(companyId: $companyId, accountUuids: $accountUuids) { accountManagers { uuid } } }`;
const SEND_RESET = 'mutation($companyId: Int!) { sendCompanyPasswordReset(companyId: $companyId) }';
const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

const EVERY_FIELD = {
  name: 'Corner Pizza Oberkampf',
  siren: '842 153 678',
  siret: '842 153 678 00011',
  vatNumber: 'fr 16 842153678',
  adresse: { adresse: '3 rue Oberkampf', postalCode: '75011', city: 'Paris', country: 'fr' },
  contact: { firstName: 'Luca', lastName: 'Romano', phone: '06 12 34 56 78', email: 'Luca@Corner-Pizza.test' },
  email: 'Orders@Corner-Pizza.test',
  currency: 'CHF',
  lang: 'pl',
  autoAccept: true,
  autoPrintEnabled: true,
  pagesAccess: [
    { tag: 'history', pinRequired: true },
    { tag: 'orders', pinRequired: false },
  ],
};

describe.each(TEST_DRIVERS)('the company edit (%s)', (driver) => {
  let api: TestApi;
  const tokens = { admin: '', manager: '', otherManager: '', basic: '', app: '' };
  let pizza = 0;
  let burger = 0;
  let otherManagerUuid = '';
  let managerUuid = '';

  beforeAll(async () => {
    api = await startTestApi(driver);
    const signIn = (key: keyof typeof DEMO_ACCOUNTS) =>
      api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    [tokens.admin, tokens.manager, tokens.basic, tokens.app] = [
      await signIn('admin'),
      await signIn('manager'),
      await signIn('basic'),
      await signIn('app'),
    ];
    // An account manager who looks after no company yet.
    const other = await createTestAccount(api.database, {
      roles: ['ROLE_ACCOUNT_MANAGER'],
      firstName: 'Zoé',
      lastName: 'Zimmer',
    });
    otherManagerUuid = other.uuid;
    managerUuid = (await findAccountByEmail(api.database, DEMO_ACCOUNTS.manager.email)).uuid;
    tokens.otherManager = await api.signIn(other.email, other.password);
    const ids = await api.database.db.select({ id: companies.id, name: companies.name }).from(companies);
    pizza = ids.find((row) => row.name === DEMO_COMPANY_NAMES.pizza)?.id ?? 0;
    burger = ids.find((row) => row.name === DEMO_COMPANY_NAMES.burger)?.id ?? 0;
  });
  afterAll(async () => {
    await api?.close();
  });

  const edit = (input: Record<string, unknown>, token = tokens.manager, companyId = pizza) =>
    api.graphql(EDIT, { token, variables: { companyId, input } });
  const errorOf = (result: GraphQLResponse) => ({
    code: result.body.errors?.[0]?.extensions?.code,
    fields: result.body.errors?.[0]?.extensions?.fields,
  });
  const stored = async () => {
    const [row] = await api.database.db
      .select({ company: companies, account: accounts })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.accountId))
      .where(eq(companies.id, pizza));
    if (!row) throw new Error('Corner Pizza is missing');
    return row;
  };
  const lastAudit = async (action: string) =>
    (
      await api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(pizza))))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];
  const login = (email: string, password: string) =>
    api.graphql(LOGIN, { variables: { email, password }, clientAddress: `10.7.${Math.floor(Math.random() * 250)}.1` });

  describe('every field', () => {
    it('keeps every company field sent, as the sign-up stores them, and audits their names', async () => {
      const result = await edit(EVERY_FIELD);
      expect(result.body.errors).toBeUndefined();
      const expected = {
        id: pizza,
        name: 'Corner Pizza Oberkampf',
        siren: '842153678',
        siret: '84215367800011',
        vatNumber: 'FR16842153678',
        email: 'orders@corner-pizza.test',
        currency: 'CHF',
        lang: 'pl',
        enabled: true,
        autoAccept: true,
        autoPrintEnabled: true,
        // Stored in the PIN pages' own order.
        pagesAccess: [
          { tag: 'orders', pinRequired: false },
          { tag: 'history', pinRequired: true },
        ],
        contact: { firstName: 'Luca', lastName: 'Romano', phone: '+33612345678', email: 'luca@corner-pizza.test' },
        adresse: { adresse: '3 rue Oberkampf', postalCode: '75011', city: 'Paris', country: 'FR' },
      };
      expect(result.body.data?.company).toEqual({ ...expected, uuid: expect.any(String) });
      expect(
        (await api.graphql(READ, { token: tokens.admin, variables: { id: pizza } })).body.data?.company,
      ).toMatchObject(expected);
      const audit = await lastAudit('company.edit');
      expect(audit?.data).toEqual({
        fields: [
          'name',
          'siren',
          'siret',
          'vatNumber',
          'adresse',
          'contact',
          'autoAccept',
          'autoPrintEnabled',
          'pagesAccess',
          'email',
          'currency',
          'lang',
        ],
      });
      expect(audit?.actorAccountId).toBe((await findAccountByEmail(api.database, DEMO_ACCOUNTS.manager.email)).id);
    });

    it('changes only the fields sent: the others keep what another editor saved meanwhile', async () => {
      await edit({ autoAccept: false });
      await edit({ contact: { firstName: 'Giulia', lastName: 'Romano', phone: '+33 6 98 76 54 32' } }, tokens.admin);
      const { company, account } = await stored();
      expect(company).toMatchObject({
        autoAccept: false,
        autoPrintEnabled: true,
        name: 'Corner Pizza Oberkampf',
        contact: { firstName: 'Giulia', phone: '+33698765432', email: '' },
      });
      expect(account.currency).toBe('CHF');
      expect((await lastAudit('company.edit'))?.data).toEqual({ fields: ['contact'] });
    });

    it('writes and audits nothing when the values sent are the stored ones', async () => {
      const before = await lastAudit('company.edit');
      const result = await edit({ autoPrintEnabled: true, currency: 'CHF' });
      expect(result.body.errors).toBeUndefined();
      expect((await lastAudit('company.edit'))?.id).toBe(before?.id);
    });

    it('gives the sign-in e-mail back to its owner: the new one signs in, lower-cased', async () => {
      expect((await login('orders@corner-pizza.test', DEMO_ACCOUNTS.basic.password)).body.data?.login).toBeTruthy();
      expect((await edit({ email: DEMO_ACCOUNTS.basic.email.toUpperCase() })).body.errors).toBeUndefined();
      expect((await stored()).account.email).toBe(DEMO_ACCOUNTS.basic.email);
    });
  });

  describe('bad input', () => {
    const address = EVERY_FIELD.adresse;
    const contact = { firstName: 'Luca', lastName: 'Romano', phone: '+33612345678' };
    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['a blank name', { name: '  ' }, { name: 'field_required' }],
      ['a name over 50 characters', { name: 'x'.repeat(51) }, { name: 'text_too_long' }],
      ['a SIREN whose key is wrong', { siren: '842153679' }, { siren: 'invalid_siren' }],
      ['a SIRET of another SIREN', { siret: '73282932000074' }, { siret: 'invalid_siret' }],
      ['a VAT number of another SIREN', { vatNumber: 'FR00842153678' }, { vatNumber: 'invalid_vat_number' }],
      [
        'a French postal code of 4 digits',
        { adresse: { ...address, postalCode: '7501' } },
        { 'adresse.postalCode': 'five_digits_required' },
      ],
      ['a country outside the EU', { adresse: { ...address, country: 'US' } }, { 'adresse.country': 'field_required' }],
      ['a phone that cannot exist', { contact: { ...contact, phone: '12' } }, { 'contact.phone': 'Invalid number' }],
      [
        'a contact e-mail that is none',
        { contact: { ...contact, email: 'luca' } },
        { 'contact.email': 'invalid_email' },
      ],
      ['a sign-in e-mail that is none', { email: 'corner-pizza' }, { email: 'invalid_email' }],
      ['an unknown currency', { currency: 'BTC' }, { currency: 'invalid_currency' }],
      ['an unknown language', { lang: 'de' }, { lang: 'invalid_language' }],
      ['an unknown PIN page', { pagesAccess: [{ tag: 'secret', pinRequired: true }] }, { pagesAccess: 'unknown_tag' }],
      [
        'a PIN page listed twice',
        {
          pagesAccess: [
            { tag: 'orders', pinRequired: true },
            { tag: 'orders', pinRequired: false },
          ],
        },
        { pagesAccess: 'repeated_tag' },
      ],
    ])('refuses %s, naming the field, and changes nothing', async (_name, input, fields) => {
      const before = await stored();
      const result = await edit({ ...input, autoAccept: !before.company.autoAccept });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', fields });
      expect(await stored()).toEqual(before);
    });

    it('refuses an e-mail another account signs in with, whatever its case', async () => {
      const before = await stored();
      const result = await edit({ email: DEMO_ACCOUNTS.company.email.toUpperCase(), name: 'Taken' });
      expect(errorOf(result)).toEqual({ code: 'EMAIL_ALREADY_USED', fields: { email: 'EMAIL_ALREADY_USED' } });
      expect(await stored()).toEqual(before);
    });
  });

  describe('who may edit', () => {
    it('answers another manager’s company exactly like a missing one', async () => {
      const other = await edit({ name: 'Mine now' }, tokens.otherManager);
      const missing = await edit({ name: 'Mine now' }, tokens.otherManager, 2_000_000_000);
      expect(errorOf(other).code).toBe('NOT_FOUND');
      expect(other.body.errors?.[0]?.message).toBe(missing.body.errors?.[0]?.message);
      expect(
        errorOf(await api.graphql(USERS, { token: tokens.otherManager, variables: { companyId: pizza } })).code,
      ).toBe('NOT_FOUND');
    });

    it('refuses the company itself and its application, even on their own company', async () => {
      expect(errorOf(await edit({ autoAccept: true }, tokens.basic)).code).toBe('FORBIDDEN');
      expect(errorOf(await edit({ autoAccept: true }, tokens.app, burger)).code).toBe('FORBIDDEN');
      expect(errorOf(await api.graphql(SEND_RESET, { token: tokens.app, variables: { companyId: burger } })).code).toBe(
        'FORBIDDEN',
      );
    });
  });

  describe('disabling', () => {
    it('signs the company out everywhere at once, its tablets too, and refuses its sign-in until re-enabled', async () => {
      const enrolment = await api.graphql(
        'mutation($company: Int) { createTabletEnrolment(deviceName: "Counter", company: $company) { code } }',
        {
          token: tokens.manager,
          variables: { company: pizza },
        },
      );
      const code = (enrolment.body.data?.createTabletEnrolment as { code: string }).code;
      const tablet = await api.graphql('mutation($code: String!) { loginWithCode(code: $code) { token } }', {
        variables: { code },
        clientAddress: '10.8.0.1',
      });
      const tabletToken = (tablet.body.data?.loginWithCode as { token: string }).token;
      const password = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);

      const disabled = await edit({ enabled: false }, tokens.admin);
      expect(disabled.body.data?.company).toMatchObject({ enabled: false });
      for (const token of [password, tabletToken]) {
        const refused = await api.graphql('{ me { uuid } }', { token });
        expect(refused.status).toBe(401);
        expect(refused.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_DISABLED');
      }
      expect(errorOf(await login(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password)).code).toBe(
        'ACCOUNT_DISABLED',
      );
      // docs/product.md#identity-switching: an administrator acting as the company may still inspect it.
      const inspected = await api.graphql(READ, {
        token: tokens.admin,
        switchUser: DEMO_ACCOUNTS.basic.email,
        variables: { id: pizza },
      });
      expect(inspected.body.data?.company).toMatchObject({ enabled: false });
      expect((await lastAudit('company.edit'))?.data).toEqual({ fields: ['enabled'] });

      expect((await edit({ enabled: true }, tokens.admin)).body.data?.company).toMatchObject({ enabled: true });
      expect((await login(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password)).body.data?.login).toBeTruthy();
      // The tokens ended when it was disabled stay ended: each device signs in again.
      for (const token of [password, tabletToken])
        expect(errorOf(await api.graphql('{ me { uuid } }', { token })).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('account managers and users', () => {
    it('lists the accounts tied to the company', async () => {
      const pizzaUsers = await api.graphql(USERS, { token: tokens.manager, variables: { companyId: pizza } });
      expect(pizzaUsers.body.data?.companyUsers).toMatchObject({
        email: DEMO_ACCOUNTS.basic.email,
        enabled: true,
        lastSignInAt: expect.any(String),
        company: { id: pizza },
        accountManagers: [{ email: DEMO_ACCOUNTS.manager.email }],
        applications: [],
      });
      const burgerUsers = await api.graphql(USERS, { token: tokens.admin, variables: { companyId: burger } });
      expect(burgerUsers.body.data?.companyUsers).toMatchObject({ applications: [{ name: 'Demo POS' }] });
    });

    it('lets an administrator choose the account managers, widening their scope, and audits who came and went', async () => {
      const added = await api.graphql(SET_MANAGERS, {
        token: tokens.admin,
        variables: { companyId: pizza, accountUuids: [managerUuid, otherManagerUuid] },
      });
      expect(added.body.errors).toBeUndefined();
      expect((await edit({ autoAccept: true }, tokens.otherManager)).body.errors).toBeUndefined();
      expect((await lastAudit('company.account-managers'))?.data).toEqual({ added: [otherManagerUuid], removed: [] });

      const removed = await api.graphql(SET_MANAGERS, {
        token: tokens.admin,
        variables: { companyId: pizza, accountUuids: [managerUuid] },
      });
      expect(removed.body.data?.companyAccountManagers).toEqual({ accountManagers: [{ uuid: managerUuid }] });
      expect((await lastAudit('company.account-managers'))?.data).toEqual({ added: [], removed: [otherManagerUuid] });
      expect(errorOf(await edit({ autoAccept: false }, tokens.otherManager)).code).toBe('NOT_FOUND');
    });

    it('keeps the choice of account managers to administrators, among account managers', async () => {
      const byManager = await api.graphql(SET_MANAGERS, {
        token: tokens.manager,
        variables: { companyId: pizza, accountUuids: [] },
      });
      expect(errorOf(byManager).code).toBe('FORBIDDEN');
      const admin = await findAccountByEmail(api.database, DEMO_ACCOUNTS.admin.email);
      const notManager = await api.graphql(SET_MANAGERS, {
        token: tokens.admin,
        variables: { companyId: pizza, accountUuids: [admin.uuid] },
      });
      expect(errorOf(notManager)).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { accountUuids: 'not_an_account_manager' },
      });
      expect(errorOf(await api.graphql('{ accountManagers { uuid } }', { token: tokens.manager })).code).toBe(
        'FORBIDDEN',
      );
      const candidates = await api.graphql('{ accountManagers { uuid } }', { token: tokens.admin });
      expect(candidates.body.data?.accountManagers).toEqual([{ uuid: managerUuid }, { uuid: otherManagerUuid }]);
    });
  });

  describe('password reset', () => {
    beforeEach(async () => {
      await api.database.db.delete(outgoingEmails);
    });

    it('e-mails the company’s sign-in account the recovery link, audited, three times in 15 minutes at most', async () => {
      const sent = await api.graphql(SEND_RESET, { token: tokens.manager, variables: { companyId: pizza } });
      expect(sent.body.data?.sendCompanyPasswordReset).toBe(true);
      const [email] = await api.database.db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.toAddress, DEMO_ACCOUNTS.basic.email));
      expect(email?.template).toBe('password-reset');
      expect(email?.text).toContain(`${api.config.publicUrl}/client-password/`);
      expect(await lastAudit('company.password-reset')).toBeDefined();
      await api.graphql(SEND_RESET, { token: tokens.admin, variables: { companyId: pizza } });
      await api.graphql(SEND_RESET, { token: tokens.admin, variables: { companyId: pizza } });
      expect(
        errorOf(await api.graphql(SEND_RESET, { token: tokens.admin, variables: { companyId: pizza } })).code,
      ).toBe('TOO_MANY_ATTEMPTS');
      expect(await api.database.db.select().from(outgoingEmails)).toHaveLength(3);
    });
  });
});
