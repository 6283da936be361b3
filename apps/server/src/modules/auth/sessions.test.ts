import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { TEST_DRIVERS } from '../../db/testing';
import { createTestAccount, startTestApi, type TestApi } from '../../testing/test-api';
import { endSessions } from './end-sessions';

const LOGOUT = 'mutation { logout }';
const REFRESH = 'mutation { refresh { token } }';

describe.each(TEST_DRIVERS)('the end of a session (%s)', (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function whoIs(token: string): Promise<{ status: number; email: string | null; code: unknown }> {
    const result = await api.graphql('{ me { email } }', { token });
    const me = result.body.data?.me as { email: string } | null | undefined;
    return { status: result.status, email: me?.email ?? null, code: result.body.errors?.[0]?.extensions?.code };
  }
  const ended = { status: 401, email: null, code: 'UNAUTHENTICATED' };

  it('ends, on logout, the token that logged out, the ones issued before it and their refreshed copies', async () => {
    const account = await createTestAccount(api.database);
    const onTheTablet = await api.signIn(account.email, account.password);
    const onTheOfficePc = await api.signIn(account.email, account.password);
    const refreshed = ((await api.graphql(REFRESH, { token: onTheTablet })).body.data?.refresh as { token: string })
      .token;
    expect(await whoIs(refreshed)).toEqual({ status: 200, email: account.email, code: undefined });

    const logout = await api.graphql(LOGOUT, { token: onTheOfficePc });
    expect(logout.body).toEqual({ data: { logout: true } });

    for (const token of [onTheOfficePc, onTheTablet, refreshed]) expect(await whoIs(token)).toEqual(ended);
    expect((await api.graphql(REFRESH, { token: onTheTablet })).status).toBe(401);
    const signedInAgain = await api.signIn(account.email, account.password);
    expect(await whoIs(signedInAgain)).toEqual({ status: 200, email: account.email, code: undefined });
  });

  it("ends every token of one account with endSessions, and no other account's", async () => {
    const account = await createTestAccount(api.database);
    const bystander = await createTestAccount(api.database);
    const tokens = [
      await api.signIn(account.email, account.password),
      await api.signIn(account.email, account.password),
    ];
    const bystanderToken = await api.signIn(bystander.email, bystander.password);

    await endSessions(api.database.db, account.id);

    for (const token of tokens) expect(await whoIs(token)).toEqual(ended);
    expect(await whoIs(bystanderToken)).toMatchObject({ status: 200, email: bystander.email });
  });

  it('refuses the tokens of a disabled account, with ACCOUNT_DISABLED', async () => {
    const account = await createTestAccount(api.database);
    const token = await api.signIn(account.email, account.password);
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.id, account.id));
    expect(await whoIs(token)).toEqual({ status: 401, email: null, code: 'ACCOUNT_DISABLED' });
  });

  it('refuses a token that carries no token version, even one signed with the server key', async () => {
    const account = await createTestAccount(api.database);
    const unversioned = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(account.uuid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(api.config.jwtSecret);
    expect(await whoIs(unversioned)).toEqual(ended);
  });

  it("ends the administrator's own sessions when he logs out while acting as someone, not that account's", async () => {
    const admin = await createTestAccount(api.database, { roles: ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER'] });
    const company = await createTestAccount(api.database);
    const adminToken = await api.signIn(admin.email, admin.password);
    const companyToken = await api.signIn(company.email, company.password);

    const logout = await api.graphql(LOGOUT, { token: adminToken, switchUser: company.email });
    expect(logout.body).toEqual({ data: { logout: true } });

    expect(await whoIs(adminToken)).toEqual(ended);
    expect(await whoIs(companyToken)).toMatchObject({ status: 200, email: company.email });
  });

  it('refuses logout to a visitor', async () => {
    const result = await api.graphql(LOGOUT);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
