import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';

const DEVICE = 'mutation($input: DeviceInput!) { device(input: $input) }';

describe.each(TEST_DRIVERS)('device check-in (%s)', (driver) => {
  let api: TestApi;
  let companyToken: string;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi(driver);
    companyToken = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    adminToken = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  const devicesWith = (uuid: string) => api.database.db.select().from(devices).where(eq(devices.uuid, uuid));

  it("records a company tablet's status and updates the same row on the next check-in", async () => {
    const uuid = randomUUID();
    const input = {
      uuid,
      batteryLevel: 0.8,
      isCharging: false,
      model: 'Tab A8',
      operatingSystem: 'android',
      webViewVersion: '120',
    };
    expect((await api.graphql(DEVICE, { token: companyToken, variables: { input } })).body.data?.device).toBe(true);
    const [first] = await devicesWith(uuid);
    const company = await findAccountByEmail(api.database, DEMO_ACCOUNTS.company.email);
    expect(first).toMatchObject({
      accountId: company.id,
      batteryLevel: 0.8,
      isCharging: false,
      model: 'Tab A8',
      os: 'android',
      webviewVersion: '120',
    });

    await api.graphql(DEVICE, {
      token: companyToken,
      variables: { input: { ...input, batteryLevel: 0.5, isCharging: true } },
    });
    const rows = await devicesWith(uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ batteryLevel: 0.5, isCharging: true });
    expect(rows[0]?.lastSeenAt?.getTime()).toBeGreaterThanOrEqual(first?.lastSeenAt?.getTime() ?? Infinity);
  });

  it('ignores the check-in of an administrator acting as the company', async () => {
    const uuid = randomUUID();
    const result = await api.graphql(DEVICE, {
      token: adminToken,
      switchUser: DEMO_ACCOUNTS.company.email,
      variables: { input: { uuid } },
    });
    expect(result.body.data?.device).toBe(false);
    expect(await devicesWith(uuid)).toEqual([]);
  });

  it('is for company accounts, with a device uuid', async () => {
    const uuid = randomUUID();
    const admin = await api.graphql(DEVICE, { token: adminToken, variables: { input: { uuid } } });
    expect(admin.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await devicesWith(uuid)).toEqual([]);
    const malformed = await api.graphql(DEVICE, { token: companyToken, variables: { input: { uuid: 'tablet-1' } } });
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
