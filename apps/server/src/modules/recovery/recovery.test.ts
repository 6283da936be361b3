import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, loginAttempts, outgoingEmails, passwordResetTokens } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { hashResetToken } from './reset-token';

const RESET = 'mutation($email: String!) { resetPassword(email: $email) }';
const CHANGE =
  'mutation($newPassword: String!, $token: String!) { resetPasswordChange(newPassword: $newPassword, token: $token) }';
const { email, password } = DEMO_ACCOUNTS.basic;

const errorOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions;

describe.each(TEST_DRIVERS)('password recovery (%s)', (driver) => {
  let api: TestApi;
  let addresses = 0;
  // Each request from its own address: the per-address limit is tested on its own.
  const send = (
    query: string,
    variables: Record<string, unknown>,
    clientAddress = `10.20.${Math.floor(addresses / 250)}.${addresses++ % 250}`,
  ) => api.graphql(query, { variables, clientAddress });
  const emailsTo = (to: string) =>
    api.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, to))
      .orderBy(desc(outgoingEmails.id));

  /** Asks for a link and reads its token from the e-mail queued for `to`. */
  async function requestLink(to: string): Promise<string> {
    expect((await send(RESET, { email: to })).body).toEqual({ data: { resetPassword: true } });
    const [latest] = await emailsTo(to.trim().toLowerCase());
    const token = latest?.text?.match(/\/client-password\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`No reset link e-mailed to ${to}`);
    return token;
  }

  beforeAll(async () => {
    api = await startTestApi(driver, { publicUrl: 'https://comptoir.example' });
  });
  afterAll(async () => api?.close());
  beforeEach(async () => {
    await api.database.db.delete(outgoingEmails);
    await api.database.db.delete(loginAttempts);
  });

  it('e-mails a single-use link that sets a new password, ends the sessions and tells the owner', async () => {
    const session = await api.signIn(email, password);
    const token = await requestLink(` ${email.toUpperCase()} `);
    const [sent] = await emailsTo(email);
    expect(sent?.template).toBe('password-reset');
    expect(sent?.text).toContain(`https://comptoir.example/client-password/${token}`);
    // Only the hash is kept.
    const stored = await api.database.db.select().from(passwordResetTokens);
    expect(stored.map((row) => row.tokenHash)).toContain(hashResetToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await send(CHANGE, { newPassword: 'recovered-2026', token })).body).toEqual({
      data: { resetPasswordChange: true },
    });

    expect(await api.signIn(email, 'recovered-2026')).toBeTruthy();
    expect(
      errorOf(
        await send('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
          e: email,
          p: password,
        }),
      )?.code,
    ).toBe('INVALID_CREDENTIALS');
    expect(errorOf(await api.graphql('{ me { email } }', { token: session }))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await send(CHANGE, { newPassword: 'recovered-again-2026', token }))?.code).toBe('TOKEN_EXPIRED');
    expect((await emailsTo(email)).map((row) => row.template)).toEqual(['password-changed', 'password-reset']);
  });

  it('answers the same for an unknown or disabled address and e-mails nothing', async () => {
    expect((await send(RESET, { email: 'nobody@example.com' })).body).toEqual({ data: { resetPassword: true } });
    const disabled = DEMO_ACCOUNTS.manager.email;
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.email, disabled));
    try {
      expect((await send(RESET, { email: disabled })).body).toEqual({ data: { resetPassword: true } });
    } finally {
      await api.database.db.update(accounts).set({ enabled: true }).where(eq(accounts.email, disabled));
    }
    expect(await api.database.db.select().from(outgoingEmails)).toEqual([]);
  });

  it('ends an earlier link when a new one is sent, and refuses an expired one', async () => {
    const first = await requestLink(DEMO_ACCOUNTS.company.email);
    const second = await requestLink(DEMO_ACCOUNTS.company.email);
    expect(errorOf(await send(CHANGE, { newPassword: 'company-new-2026', token: first }))?.code).toBe('TOKEN_EXPIRED');

    await api.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(second)));
    expect(errorOf(await send(CHANGE, { newPassword: 'company-new-2026', token: second }))?.code).toBe('TOKEN_EXPIRED');
    expect(errorOf(await send(CHANGE, { newPassword: 'company-new-2026', token: 'made-up' }))?.code).toBe(
      'TOKEN_EXPIRED',
    );
    expect(await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password)).toBeTruthy();
  });

  it('refuses a weak or earlier password under the field, and the link still works', async () => {
    const account = DEMO_ACCOUNTS.app;
    const token = await requestLink(account.email);

    const weak = errorOf(await send(CHANGE, { newPassword: 'short', token }));
    expect(weak).toMatchObject({ code: 'BAD_USER_INPUT', fields: { newPassword: 'weak_password' } });
    const reused = errorOf(await send(CHANGE, { newPassword: account.password, token }));
    expect(reused).toMatchObject({ code: 'PASSWORD_USED_BEFORE', fields: { password: 'PASSWORD_USED_BEFORE' } });

    expect((await send(CHANGE, { newPassword: 'application-2027', token })).body.data).toEqual({
      resetPasswordChange: true,
    });
  });

  it('lets only one of two uses at once of the same link succeed', async () => {
    const token = await requestLink(DEMO_ACCOUNTS.admin.email);
    const answers = await Promise.all([
      send(CHANGE, { newPassword: 'first-choice-2026', token }),
      send(CHANGE, { newPassword: 'second-choice-2026', token }),
    ]);
    expect(answers.filter((answer) => answer.body.data?.resetPasswordChange === true)).toHaveLength(1);
    expect(answers.map((answer) => errorOf(answer)?.code).filter(Boolean)).toEqual(['TOKEN_EXPIRED']);
  });

  it('limits the links asked for one address and from one client', async () => {
    const target = DEMO_ACCOUNTS.manager.email;
    for (let i = 0; i < 3; i += 1)
      expect((await send(RESET, { email: target })).body.data).toEqual({ resetPassword: true });
    expect(errorOf(await send(RESET, { email: target }))?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(await emailsTo(target)).toHaveLength(3);

    for (let i = 0; i < 10; i += 1) await send(RESET, { email: `someone-${i}@example.com` }, '10.30.0.1');
    expect(errorOf(await send(RESET, { email: 'one-more@example.com' }, '10.30.0.1'))?.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
