import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../db/seed';
import { openTestDatabase, TEST_DRIVERS } from '../db/testing';
import { captureStatements } from '../testing/count-statements';
import { serveTwoProcesses, type TwoProcesses } from '../testing/two-processes';
import { createTestAccount, findAccountByEmail, startTestApi } from '../testing/test-api';
import { createViewerCache } from './viewer-cache';

const redisUrl = process.env.TEST_REDIS_URL;

const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const ME = '{ me { email roles } }';
const LOGOUT = 'mutation { logout }';
const EDIT = `mutation($companyId: Int!, $input: CompanyInput!) { company(companyId: $companyId, input: $input) { enabled } }`;
const SWITCH_SERVICE = `mutation($companyId: Int!, $input: SubscriptionChangeInput!) {
  updateCompanySubscription(companyId: $companyId, input: $input) { id } }`;
const ENROL = 'mutation($deviceName: String!) { createTabletEnrolment(deviceName: $deviceName) { code } }';
const LOGIN_WITH_CODE = 'mutation($code: String!) { loginWithCode(code: $code) { token } }';
const DEVICES = '{ devices { id name } }';
const REVOKE = 'mutation($id: Int!) { revokeDevice(id: $id) }';
const SET_MANAGERS = `mutation($companyId: Int!, $accountUuids: [String!]!) {
  companyAccountManagers(companyId: $companyId, accountUuids: $accountUuids) { accountManagers { uuid } } }`;
const COMPANY_USERS = 'query($companyId: Int!) { companyUsers(companyId: $companyId) { email } }';

type Answer = {
  status: number;
  data: Record<string, unknown> | null;
  code: unknown;
};
type Send = (query: string, token?: string, variables?: Record<string, unknown>) => Promise<Answer>;

/** A GraphQL client of one app, as a tablet or an office PC talks to it. */
function clientOf(graphqlUrl: string): Send {
  let addresses = 0;
  return async (query, token, variables = {}) => {
    addresses += 1;
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        // Each request its own address, so that sign-in and tablet-code limits never get in the way.
        'x-forwarded-for': `10.61.${Math.floor(addresses / 250)}.${addresses % 250}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { extensions?: { code?: unknown } }[];
    };
    return { status: response.status, data: body.data ?? null, code: body.errors?.[0]?.extensions?.code };
  };
}

type Apps = { database: Database; change: Send; next: Send };

/**
 * Every way a session ends or its rights change, made through `change` while `next` holds the account in memory: the
 * very next request to `next` must be refused or rescoped.
 */
function itEndsOrRescopesAtOnce(apps: () => Apps): void {
  const signIn = async (send: Send, email: string, password: string): Promise<string> => {
    const token = (await send(LOGIN, undefined, { email, password })).data?.login as { token: string } | undefined;
    if (!token) throw new Error(`Sign-in of ${email} failed`);
    return token.token;
  };
  const admin = () => signIn(apps().change, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const companyIdOf = async (name: string): Promise<number> => {
    const [company] = await apps()
      .database.db.select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, name));
    if (!company) throw new Error(`No company ${name}`);
    return company.id;
  };

  it('refuses a logged-out token', async () => {
    const { database, change, next } = apps();
    const account = await createTestAccount(database);
    const token = await signIn(change, account.email, account.password);
    expect((await next(ME, token)).data?.me).toMatchObject({ email: account.email });

    expect((await change(LOGOUT, token)).data).toEqual({ logout: true });
    expect(await next(ME, token)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('refuses the tokens of a company that an administrator disabled', async () => {
    const { database, change, next } = apps();
    const pizzaId = await companyIdOf(DEMO_COMPANY_NAMES.pizza);
    const token = await signIn(change, DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    expect((await next(ME, token)).status).toBe(200);

    const adminToken = await admin();
    const disabled = await change(EDIT, adminToken, { companyId: pizzaId, input: { enabled: false } });
    expect(disabled.data?.company).toEqual({ enabled: false });
    expect(await next(ME, token)).toMatchObject({ status: 401, code: 'ACCOUNT_DISABLED' });

    await change(EDIT, adminToken, { companyId: pizzaId, input: { enabled: true } });
    const account = await findAccountByEmail(database, DEMO_ACCOUNTS.basic.email);
    expect(account.enabled).toBe(true);
  });

  it('gives a company the roles of a service switched on, from its next request', async () => {
    const { change, next } = apps();
    const pizzaId = await companyIdOf(DEMO_COMPANY_NAMES.pizza);
    const token = await signIn(change, DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    const rolesOf = async () => ((await next(ME, token)).data?.me as { roles: string[] }).roles;
    expect(await rolesOf()).not.toContain('ROLE_COMPANY_SUBSCRIBE_ANALYSE');

    const adminToken = await admin();
    const on = await change(SWITCH_SERVICE, adminToken, {
      companyId: pizzaId,
      input: { service: 'ANALYTICS', activated: true },
    });
    expect(on.code).toBeUndefined();
    expect(await rolesOf()).toContain('ROLE_COMPANY_SUBSCRIBE_ANALYSE');

    await change(SWITCH_SERVICE, adminToken, { companyId: pizzaId, input: { service: 'ANALYTICS', activated: false } });
    expect(await rolesOf()).not.toContain('ROLE_COMPANY_SUBSCRIBE_ANALYSE');
  });

  it('refuses a revoked tablet and keeps serving the company and its other tablets', async () => {
    const { change, next } = apps();
    const owner = await signIn(change, DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const enrol = async (deviceName: string) => {
      const { code } = (await change(ENROL, owner, { deviceName })).data?.createTabletEnrolment as { code: string };
      return ((await change(LOGIN_WITH_CODE, undefined, { code })).data?.loginWithCode as { token: string }).token;
    };
    const revoked = await enrol('Counter tablet, to revoke');
    const kept = await enrol('Kitchen tablet, kept');
    for (const token of [owner, revoked, kept]) expect((await next(ME, token)).status).toBe(200);

    const devices = (await change(DEVICES, owner)).data?.devices as { id: number; name: string }[];
    const device = devices.find((candidate) => candidate.name === 'Counter tablet, to revoke');
    expect((await change(REVOKE, owner, { id: device?.id })).data).toEqual({ revokeDevice: true });
    expect(await next(ME, revoked)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    for (const token of [owner, kept]) expect((await next(ME, token)).status).toBe(200);
  });

  it('widens and narrows the scope of an account manager added to and removed from a company', async () => {
    const { database, change, next } = apps();
    const pizzaId = await companyIdOf(DEMO_COMPANY_NAMES.pizza);
    const manager = await createTestAccount(database, { roles: ['ROLE_ACCOUNT_MANAGER'] });
    const seededManager = await findAccountByEmail(database, DEMO_ACCOUNTS.manager.email);
    const token = await signIn(change, manager.email, manager.password);
    const pizzaUsers = () => next(COMPANY_USERS, token, { companyId: pizzaId });
    expect((await pizzaUsers()).code).toBe('NOT_FOUND');

    const adminToken = await admin();
    const setManagers = (uuids: string[]) =>
      change(SET_MANAGERS, adminToken, { companyId: pizzaId, accountUuids: uuids });
    expect((await setManagers([seededManager.uuid, manager.uuid])).code).toBeUndefined();
    expect((await pizzaUsers()).data?.companyUsers).toMatchObject({ email: DEMO_ACCOUNTS.basic.email });

    expect((await setManagers([seededManager.uuid])).code).toBeUndefined();
    expect((await pizzaUsers()).code).toBe('NOT_FOUND');
  });
}

describe.each(TEST_DRIVERS)('the signed-in accounts kept in memory (%s)', (driver) => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let send: Send;
  beforeAll(async () => {
    api = await startTestApi(driver, {}, { viewerCache: createViewerCache() });
    send = clientOf(api.graphqlUrl);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves a signed-in { __typename } seen recently without a database statement', async () => {
    const account = await createTestAccount(api.database);
    const token = await api.signIn(account.email, account.password);
    expect((await send('{ __typename }', token)).status).toBe(200);

    const statements = await captureStatements(api.database, async () => {
      for (let request = 0; request < 3; request += 1) {
        expect(await send('{ __typename }', token)).toMatchObject({ status: 200, data: { __typename: 'Query' } });
      }
    });
    expect(statements).toEqual([]);
  });

  itEndsOrRescopesAtOnce(() => ({ database: api.database, change: send, next: send }));
});

describe.skipIf(!redisUrl).each(TEST_DRIVERS)(
  'the signed-in accounts of two processes sharing Redis (%s)',
  (driver) => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let processes: TwoProcesses | undefined;
    let first: Send;
    let second: Send;

    beforeAll(async () => {
      database = await openTestDatabase(driver, { seed: 'minimal' });
      processes = await serveTwoProcesses(database, redisUrl ?? '', () => ({ viewerCache: createViewerCache() }));
      first = clientOf(processes.first);
      second = clientOf(processes.second);
    });
    afterAll(async () => {
      await processes?.close();
      await database?.dispose();
    });

    itEndsOrRescopesAtOnce(() => ({ database, change: first, next: second }));
  },
);
