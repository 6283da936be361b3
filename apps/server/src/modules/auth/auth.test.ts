import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, TOKEN_LIFETIME_SECONDS } from '../../context/tokens';
import { accounts } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { createTestAccount, startTestApi, type TestApi } from '../../testing/test-api';

const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token auth { uuid email roles lang enabled __typename } } }';

describe.each(TEST_DRIVERS)('sign-in and tokens (%s)', (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => {
    await api?.close();
  });

  function login(email: string, password: string, clientAddress: string) {
    return api.graphql(LOGIN, { variables: { email, password }, clientAddress });
  }

  it.each(Object.entries(DEMO_ACCOUNTS))('signs in the demo %s account and returns its roles', async (_key, demo) => {
    const result = await login(demo.email, demo.password, '10.1.0.1');
    expect(result.body.errors).toBeUndefined();
    const payload = result.body.data?.login as {
      token: string;
      auth: { email: string; roles: string[]; __typename: string; enabled: boolean };
    };
    expect(payload.auth).toMatchObject({ email: demo.email, enabled: true, __typename: demo.type });
    expect([...payload.auth.roles].sort()).toEqual([...demo.roles].sort());
    const me = await api.graphql('{ connected me { email } }', { token: payload.token });
    expect(me.body.data).toEqual({ connected: true, me: { email: demo.email } });
  });

  it('accepts the email in any case and records the sign-in time', async () => {
    const result = await login(DEMO_ACCOUNTS.manager.email.toUpperCase(), DEMO_ACCOUNTS.manager.password, '10.1.0.2');
    expect(result.body.errors).toBeUndefined();
    const [manager] = await api.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, DEMO_ACCOUNTS.manager.email));
    expect(manager?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('answers unknown email and wrong password with the same generic error', async () => {
    const unknown = await login('nobody@demo.comptoir.test', 'whatever-1', '10.1.0.3');
    const wrong = await login(DEMO_ACCOUNTS.admin.email, 'not-the-password', '10.1.0.3');
    for (const result of [unknown, wrong]) {
      expect(result.status).toBe(200);
      expect(result.body.data).toBeNull();
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'Incorrect password or email',
        extensions: { code: 'INVALID_CREDENTIALS' },
      });
    }
  });

  it('refuses a disabled account, but only once the password is right', async () => {
    const disabled = await createTestAccount(api.database, { enabled: false });
    const right = await login(disabled.email, disabled.password, '10.1.0.4');
    expect(right.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_DISABLED');
    const wrong = await login(disabled.email, 'wrong-password', '10.1.0.4');
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password, from any address', async () => {
    const account = await createTestAccount(api.database);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await login(account.email, 'wrong-password', `10.2.0.${attempt}`);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await login(account.email, account.password, '10.2.0.99');
    const error = locked.body.errors?.[0];
    expect(error?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(error?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(error?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('resets the account counter on success', async () => {
    const account = await createTestAccount(api.database);
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(account.email, 'wrong-password', '10.3.0.1');
    expect((await login(account.email, account.password, '10.3.0.1')).body.errors).toBeUndefined();
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(account.email, 'wrong-password', '10.3.0.1');
    expect((await login(account.email, account.password, '10.3.0.1')).body.errors).toBeUndefined();
  });

  it('locks an address after 20 failures across accounts, without locking other addresses', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await login(`stranger-${attempt}@example.test`, 'wrong-password', '10.4.0.1');
    }
    const fromLockedAddress = await login(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password, '10.4.0.1');
    expect(fromLockedAddress.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    const fromElsewhere = await login(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password, '10.4.0.2');
    expect(fromElsewhere.body.errors).toBeUndefined();
  });

  it('refreshes a valid token into a new one for the same account', async () => {
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const result = await api.graphql('mutation { refresh { token } }', { token });
    const fresh = (result.body.data?.refresh as { token: string }).token;
    expect(fresh).toMatch(/^ey/);
    const me = await api.graphql('{ me { email } }', { token: fresh });
    expect(me.body.data).toEqual({ me: { email: DEMO_ACCOUNTS.company.email } });
  });

  it('issues tokens that expire after 14 days', async () => {
    const token = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME_SECONDS);
    expect(TOKEN_LIFETIME_SECONDS).toBe(14 * 24 * 3600);
  });

  it('tells a visitor it is not connected, and refuses refresh', async () => {
    const visitor = await api.graphql('{ connected me { uuid } switchedUser { uuid } }');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ data: { connected: false, me: null, switchedUser: null } });
    const refresh = await api.graphql('mutation { refresh { token } }');
    expect(refresh.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers HTTP 401 to an expired, forged or malformed token', async () => {
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const adminUuid = ((await api.graphql('{ me { uuid } }', { token: admin })).body.data?.me as { uuid: string }).uuid;
    const expired = await signAccessToken(
      api.config.jwtSecret,
      { uuid: adminUuid, tokenVersion: 0 },
      new Date(Date.now() - 15 * 24 * 3600 * 1000),
    );
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminUuid)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret'));
    const unknownAccount = await signAccessToken(api.config.jwtSecret, {
      uuid: '00000000-0000-4000-8000-000000000000',
      tokenVersion: 0,
    });
    for (const token of [expired, forged, unknownAccount, 'not-a-jwt']) {
      const result = await api.graphql('{ connected }', { token });
      expect(result.status).toBe(401);
      expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
      expect(result.body.data).toBeUndefined();
    }
  });

  it('answers HTTP 401 ACCOUNT_DISABLED to the token of an account disabled since', async () => {
    const account = await createTestAccount(api.database);
    const token = await api.signIn(account.email, account.password);
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.id, account.id));
    const result = await api.graphql('{ connected }', { token });
    expect(result.status).toBe(401);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_DISABLED');
  });
});
