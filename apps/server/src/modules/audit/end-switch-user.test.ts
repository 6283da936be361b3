import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';
import { SWITCH_END_ACTION } from './end-switch-user';

describe.each(TEST_DRIVERS)('endSwitchUser (%s)', (driver) => {
  let api: TestApi;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi(driver);
    adminToken = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  const endRows = () => api.database.db.select().from(auditLog).where(eq(auditLog.action, SWITCH_END_ACTION));

  it('records the end of acting as another account with both accounts', async () => {
    const result = await api.graphql('mutation { endSwitchUser }', {
      token: adminToken,
      switchUser: DEMO_ACCOUNTS.company.email,
    });
    expect(result.body.data?.endSwitchUser).toBe(true);
    const admin = await findAccountByEmail(api.database, DEMO_ACCOUNTS.admin.email);
    const company = await findAccountByEmail(api.database, DEMO_ACCOUNTS.company.email);
    expect(await endRows()).toEqual([
      expect.objectContaining({ actorAccountId: admin.id, subjectAccountId: company.id }),
    ]);
  });

  it('records nothing outside a switch', async () => {
    const before = (await endRows()).length;
    const result = await api.graphql('mutation { endSwitchUser }', { token: adminToken });
    expect(result.body.data?.endSwitchUser).toBe(false);
    expect(await endRows()).toHaveLength(before);
  });
});
