import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, devices, outgoingEmails, tabletEnrolments } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { TABLET_CODE_LIMITS } from './login-with-code';

const ENROL = `mutation($deviceName: String!, $company: Int) {
  createTabletEnrolment(deviceName: $deviceName, company: $company) { code link expiresAt } }`;
const LOGIN_WITH_CODE = 'mutation($code: String!) { loginWithCode(code: $code) { token } }';
const DEVICES =
  'query($company: Int) { devices(company: $company) { id name lastSeenAt batteryLevel isCharging appVersion model enrolledAt revokedAt } }';
const REVOKE = 'mutation($id: Int!) { revokeDevice(id: $id) }';
const ACTIVE_ORDERS = '{ activeOrders { created { id } accepted { id } finished { id } } }';
const CHECK_IN = 'mutation($input: DeviceInput!) { device(input: $input) }';

type Enrolment = { code: string; link: string; expiresAt: string };
type Device = {
  id: number;
  name: string | null;
  lastSeenAt: string | null;
  batteryLevel: number | null;
  appVersion: string | null;
  revokedAt: string | null;
};

let addresses = 0;
// Each test its own client address, so the per-address limit on codes only counts that test's attempts.
const anAddress = () => `10.77.${Math.floor(addresses / 250)}.${(addresses += 1) % 250}`;

describe.each(TEST_DRIVERS)('tablets enrolled with a code (%s)', (driver) => {
  let api: TestApi;
  let ownerToken: string;
  let basicToken: string;
  let burgerId: number;

  beforeAll(async () => {
    api = await startTestApi(driver);
    ownerToken = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    basicToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    const [burger] = await api.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    if (!burger) throw new Error('No demo company');
    burgerId = burger.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function enrol(deviceName: string, token = ownerToken, company?: number): Promise<Enrolment> {
    const result = await api.graphql(ENROL, { token, variables: { deviceName, company } });
    const enrolment = result.body.data?.createTabletEnrolment as Enrolment | undefined;
    if (!enrolment) throw new Error(`Enrolment refused: ${result.text}`);
    return enrolment;
  }

  const loginWithCode = (code: string, clientAddress = anAddress()) =>
    api.graphql(LOGIN_WITH_CODE, { variables: { code }, clientAddress });
  const tokenOf = (result: GraphQLResponse) =>
    (result.body.data?.loginWithCode as { token: string } | null | undefined)?.token;
  const codeOf = (result: GraphQLResponse) => result.body.errors?.[0]?.extensions?.code;
  const linkToken = (enrolment: Enrolment) => enrolment.link.split('/direct/auth/')[1] ?? '';

  async function devicesOf(token: string): Promise<Device[]> {
    const result = await api.graphql(DEVICES, { token });
    return result.body.data?.devices as Device[];
  }

  it('gives a one-time code and link for 15 minutes, storing only their hashes', async () => {
    const before = Date.now();
    const enrolment = await enrol('  Kitchen tablet ');
    expect(enrolment.code).toMatch(/^\d{8}$/);
    expect(enrolment.link).toMatch(/^http:\/\/comptoir\.test\/direct\/auth\/[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(enrolment.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    const rows = await api.database.db.select().from(tabletEnrolments).where(eq(tabletEnrolments.companyId, burgerId));
    const stored = JSON.stringify(rows);
    expect(stored).toContain('Kitchen tablet');
    expect(stored).not.toContain(enrolment.code);
    expect(stored).not.toContain(linkToken(enrolment));
  });

  it('signs the tablet in as the company with the code, once, and lists it among the devices', async () => {
    const name = `Kitchen ${randomUUID()}`;
    const enrolment = await enrol(name);
    // Typed as shown, in two groups.
    const result = await loginWithCode(`${enrolment.code.slice(0, 4)} ${enrolment.code.slice(4)}`);
    const token = tokenOf(result);
    expect(token).toBeTruthy();

    const me = await api.graphql('{ me { email } }', { token });
    expect(me.body.data?.me).toEqual({ email: DEMO_ACCOUNTS.company.email });
    const orders = await api.graphql(ACTIVE_ORDERS, { token });
    expect(orders.body.errors).toBeUndefined();
    expect(orders.body.data?.activeOrders).toEqual(
      (await api.graphql(ACTIVE_ORDERS, { token: ownerToken })).body.data?.activeOrders,
    );

    const listed = (await devicesOf(ownerToken)).find((device) => device.name === name);
    expect(listed).toMatchObject({ name, revokedAt: null });
    const emails = await api.database.db
      .select()
      .from(outgoingEmails)
      .where(
        and(eq(outgoingEmails.template, 'tablet-enrolled'), eq(outgoingEmails.toAddress, DEMO_ACCOUNTS.company.email)),
      );
    expect(emails.some((email) => email.text?.includes(name))).toBe(true);

    const again = await loginWithCode(enrolment.code);
    expect(codeOf(again)).toBe('TOKEN_EXPIRED');
    expect(again.body.data?.loginWithCode ?? null).toBeNull();
  });

  it('signs the tablet in with the link token, once', async () => {
    const enrolment = await enrol('Counter tablet');
    expect(tokenOf(await loginWithCode(linkToken(enrolment)))).toBeTruthy();
    expect(codeOf(await loginWithCode(linkToken(enrolment)))).toBe('TOKEN_EXPIRED');
    // The code of a used enrolment is used too.
    expect(codeOf(await loginWithCode(enrolment.code))).toBe('TOKEN_EXPIRED');
  });

  it('refuses an expired code and link, and anything that is neither', async () => {
    const enrolment = await enrol('Late tablet');
    await api.database.db
      .update(tabletEnrolments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(tabletEnrolments.companyId, burgerId), eq(tabletEnrolments.deviceName, 'Late tablet')));
    expect(codeOf(await loginWithCode(enrolment.code))).toBe('TOKEN_EXPIRED');
    expect(codeOf(await loginWithCode(linkToken(enrolment)))).toBe('TOKEN_EXPIRED');
    expect(codeOf(await loginWithCode('not a code'))).toBe('TOKEN_EXPIRED');
  });

  it('gives one token to one of 20 tablets racing for one code', async () => {
    const name = `Raced ${randomUUID()}`;
    const enrolment = await enrol(name);
    const results = await Promise.all(Array.from({ length: 20 }, () => loginWithCode(enrolment.code)));
    expect(results.filter((result) => tokenOf(result)).length).toBe(1);
    expect(results.filter((result) => codeOf(result) === 'TOKEN_EXPIRED').length).toBe(19);
    expect(await api.database.db.select().from(devices).where(eq(devices.name, name))).toHaveLength(1);
  });

  it('records the check-ins of an enrolled tablet on its own device, with its app version', async () => {
    const name = `Checked in ${randomUUID()}`;
    const token = tokenOf(await loginWithCode((await enrol(name)).code));
    const input = { uuid: randomUUID(), batteryLevel: 0.42, isCharging: true, appVersion: '2.3.1' };
    expect((await api.graphql(CHECK_IN, { token, variables: { input } })).body.data?.device).toBe(true);
    expect((await devicesOf(ownerToken)).find((device) => device.name === name)).toMatchObject({
      batteryLevel: 0.42,
      appVersion: '2.3.1',
    });
    expect(
      (await devicesOf(ownerToken)).find((device) => device.lastSeenAt !== null && device.name === name),
    ).toBeDefined();
    // The uuid the browser sent made no second row.
    expect(await api.database.db.select().from(devices).where(eq(devices.uuid, input.uuid))).toEqual([]);
  });

  it("signs a revoked tablet out at its next request, refreshed or not, and leaves the owner's password session alone", async () => {
    const name = `Revoked ${randomUUID()}`;
    const token = tokenOf(await loginWithCode((await enrol(name)).code)) ?? '';
    const refreshed = (
      (await api.graphql('mutation { refresh { token } }', { token })).body.data?.refresh as { token: string }
    ).token;
    const device = (await devicesOf(ownerToken)).find((candidate) => candidate.name === name);
    if (!device) throw new Error('The enrolled tablet is not listed');

    expect(
      (await api.graphql(REVOKE, { token: ownerToken, variables: { id: device.id } })).body.data?.revokeDevice,
    ).toBe(true);

    for (const ended of [token, refreshed]) {
      const refused = await api.graphql(ACTIVE_ORDERS, { token: ended });
      expect({ status: refused.status, code: codeOf(refused) }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    }
    expect((await api.graphql(ACTIVE_ORDERS, { token: ownerToken })).body.errors).toBeUndefined();
    expect((await devicesOf(ownerToken)).find((candidate) => candidate.id === device.id)?.revokedAt).toBeTruthy();
  });

  it("answers another company's device like a missing one, and does not list it", async () => {
    const name = `Not yours ${randomUUID()}`;
    await loginWithCode((await enrol(name)).code);
    const device = (await devicesOf(ownerToken)).find((candidate) => candidate.name === name);
    if (!device) throw new Error('The enrolled tablet is not listed');

    const other = await api.graphql(REVOKE, { token: basicToken, variables: { id: device.id } });
    const missing = await api.graphql(REVOKE, { token: basicToken, variables: { id: 2_000_000_000 } });
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect(other.body).toEqual(missing.body);
    expect((await devicesOf(basicToken)).map((candidate) => candidate.name)).not.toContain(name);
    expect((await devicesOf(ownerToken)).find((candidate) => candidate.id === device.id)?.revokedAt).toBeNull();
    const enrolForOther = await api.graphql(ENROL, {
      token: basicToken,
      variables: { deviceName: 'Intruder', company: burgerId },
    });
    expect(codeOf(enrolForOther)).toBe('NOT_FOUND');
  });

  it('limits code guesses per address, counted before the code is looked up', async () => {
    const enrolment = await enrol('Guessed tablet');
    const address = anAddress();
    const wrong = enrolment.code === '00000000' ? '00000001' : '00000000';
    const guesses = await Promise.all(
      Array.from({ length: TABLET_CODE_LIMITS.perAddress.limit + 5 }, () => loginWithCode(wrong, address)),
    );
    expect(guesses.filter((guess) => codeOf(guess) === 'TOKEN_EXPIRED')).toHaveLength(
      TABLET_CODE_LIMITS.perAddress.limit,
    );
    // Once the limit is reached even the right code is not tried, and stays usable from elsewhere.
    expect(codeOf(await loginWithCode(enrolment.code, address))).toBe('TOO_MANY_ATTEMPTS');
    expect(tokenOf(await loginWithCode(enrolment.code))).toBeTruthy();
  });

  it('is for the company and the staff acting for it, named, and not from an enrolled tablet', async () => {
    const app = await api.signIn(DEMO_ACCOUNTS.app.email, DEMO_ACCOUNTS.app.password);
    expect(
      codeOf(await api.graphql(ENROL, { token: app, variables: { deviceName: 'Tablet', company: burgerId } })),
    ).toBe('FORBIDDEN');
    expect(codeOf(await api.graphql(DEVICES, { token: app }))).toBe('FORBIDDEN');

    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect(codeOf(await api.graphql(ENROL, { token: admin, variables: { deviceName: 'Tablet' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect((await enrol('Installed by support', admin, burgerId)).code).toMatch(/^\d{8}$/);

    const unnamed = await api.graphql(ENROL, { token: ownerToken, variables: { deviceName: '   ' } });
    expect(unnamed.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { deviceName: 'field_required' },
    });

    const tablet = tokenOf(await loginWithCode((await enrol('Enrolling tablet')).code));
    expect(codeOf(await api.graphql(ENROL, { token: tablet, variables: { deviceName: 'Another' } }))).toBe('FORBIDDEN');
  });

  it('limits the codes a company creates', async () => {
    const created = await Promise.all(
      Array.from({ length: 25 }, () => api.graphql(ENROL, { token: basicToken, variables: { deviceName: 'Bulk' } })),
    );
    const refused = created.filter((result) => codeOf(result) === 'TOO_MANY_ATTEMPTS').length;
    expect(refused).toBe(5);
  });
});
