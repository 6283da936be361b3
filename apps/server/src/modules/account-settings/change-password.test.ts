import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { signAccessToken } from '../../context/tokens';
import { accounts, companies, devices, outgoingEmails } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { verifyPassword } from '../../lib/passwords';
import { createTestAccount, startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { PASSWORD_CHANGE_LIMIT } from './change-password';

const CHANGE =
  'mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { token } }';
const NEW_PASSWORD = 'kitchen-door-2027';

describe.each(TEST_DRIVERS)('changing one’s password on the account page (%s)', (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A company account of its own, so that the demo accounts keep their passwords. */
  async function aCompanyAccount() {
    const account = await createTestAccount(api.database, { type: 'Company', roles: ['ROLE_COMPANY_PREMIUM_SERVICE'] });
    await api.database.db.insert(companies).values({ accountId: account.id, name: `Password test ${account.id}` });
    return account;
  }
  const change = (token: string, current: string, next: string, switchUser?: string) =>
    api.graphql(CHANGE, { token, switchUser, variables: { current, next } });
  const tokenOf = (result: GraphQLResponse) => (result.body.data?.changePassword as { token: string } | null)?.token;
  const errorOf = (result: GraphQLResponse) => ({
    code: result.body.errors?.[0]?.extensions?.code,
    fields: result.body.errors?.[0]?.extensions?.fields,
  });
  const whoIs = async (token: string) => (await api.graphql('{ me { email } }', { token })).status;
  const passwordIs = async (id: number, password: string) => {
    const [row] = await api.database.db
      .select({ hash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.id, id));
    return verifyPassword(row?.hash ?? '', password);
  };

  it('ends every other session but keeps this device signed in with the token it answers', async () => {
    const account = await aCompanyAccount();
    const here = await api.signIn(account.email, account.password);
    const tablet = await api.signIn(account.email, account.password);

    const fresh = tokenOf(await change(here, account.password, NEW_PASSWORD));
    expect(fresh).toEqual(expect.any(String));
    expect(await whoIs(fresh ?? '')).toBe(200);
    expect(await whoIs(here)).toBe(401);
    expect(await whoIs(tablet)).toBe(401);
    await expect(api.signIn(account.email, account.password)).rejects.toThrow();
    expect(await api.signIn(account.email, NEW_PASSWORD)).toEqual(expect.any(String));
    const told = await api.database.db
      .select({ template: outgoingEmails.template })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, account.email));
    expect(told).toEqual([{ template: 'password-changed' }]);
  });

  it('keeps an enrolled tablet’s new token tied to its device, so revoking the tablet still ends it', async () => {
    const account = await aCompanyAccount();
    const [device] = await api.database.db
      .insert(devices)
      .values({ accountId: account.id, name: 'Counter tablet' })
      .returning({ id: devices.id });
    const onTablet = await signAccessToken(api.config.jwtSecret, {
      uuid: account.uuid,
      tokenVersion: account.tokenVersion,
      deviceId: device?.id,
    });
    const fresh = tokenOf(await change(onTablet, account.password, NEW_PASSWORD)) ?? '';
    expect(decodeJwt(fresh).dev).toBe(device?.id);
    await api.database.db
      .update(devices)
      .set({ revokedAt: new Date() })
      .where(eq(devices.id, device?.id ?? 0));
    expect(await whoIs(fresh)).toBe(401);
  });

  it('refuses a wrong current password, a weak new one and one used before, under the fields they belong to', async () => {
    const account = await aCompanyAccount();
    const token = await api.signIn(account.email, account.password);
    expect(errorOf(await change(token, 'not-my-password-1', NEW_PASSWORD))).toEqual({
      code: 'INVALID_CREDENTIALS',
      fields: { currentPassword: 'INVALID_CREDENTIALS' },
    });
    expect(errorOf(await change(token, account.password, 'short1'))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { newPassword: 'weak_password' },
    });
    expect(errorOf(await change(token, account.password, account.password))).toMatchObject({
      code: 'PASSWORD_USED_BEFORE',
    });
    expect(await passwordIs(account.id, account.password)).toBe(true);
    expect(await whoIs(token)).toBe(200);
    expect(
      await api.database.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, account.email)),
    ).toEqual([]);
  });

  it('checks the current password at most 5 times in 15 minutes, counted before the check, even at once', async () => {
    const account = await aCompanyAccount();
    const token = await api.signIn(account.email, account.password);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => change(token, `guess-number-${index}`, NEW_PASSWORD)),
    );
    const codes = guesses.map((result) => errorOf(result).code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(PASSWORD_CHANGE_LIMIT.limit);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(12 - PASSWORD_CHANGE_LIMIT.limit);
    // Locked: even the right password is not checked.
    expect(errorOf(await change(token, account.password, NEW_PASSWORD)).code).toBe('TOO_MANY_ATTEMPTS');
    expect(await passwordIs(account.id, account.password)).toBe(true);
  });

  it('never changes the password of the account an administrator acts as', async () => {
    const account = await aCompanyAccount();
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const result = await change(admin, DEMO_ACCOUNTS.admin.password, NEW_PASSWORD, account.email);
    expect(errorOf(result).code).toBe('FORBIDDEN');
    expect(await passwordIs(account.id, account.password)).toBe(true);
    expect(await whoIs(admin)).toBe(200);
  });

  it('refuses a visitor', async () => {
    expect(
      (await api.graphql(CHANGE, { variables: { current: 'x', next: NEW_PASSWORD } })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
  });
});
