import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';

const PLATFORMS = '{ platforms { name acceptTimeoutSeconds } }';

// docs/orders.md#accept-deadline: the published timeouts, and Just Eat's and Glovo's only when configured.
describe.each(TEST_DRIVERS)('Platform.acceptTimeoutSeconds (%s)', (driver) => {
  const apis: TestApi[] = [];
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
  });

  async function timeouts(api: TestApi): Promise<Record<string, number | null>> {
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const result = await api.graphql(PLATFORMS, { token });
    expect(result.body.errors).toBeUndefined();
    const platforms = (result.body.data as { platforms: { name: string; acceptTimeoutSeconds: number | null }[] })
      .platforms;
    return Object.fromEntries(platforms.map((platform) => [platform.name, platform.acceptTimeoutSeconds]));
  }

  let unconfigured: TestApi;
  let configured: TestApi;
  beforeAll(async () => {
    unconfigured = await startTestApi(driver);
    configured = await startTestApi(driver, { acceptTimeouts: { PLATFORM_JUST_EAT: 420 } });
    apis.push(unconfigured, configured);
  });

  it('gives Uber Eats and Deliveroo their published timeouts, none to Just Eat, Glovo or own channels', async () => {
    expect(await timeouts(unconfigured)).toMatchObject({
      PLATFORM_UBER_EAT: 690,
      PLATFORM_DELIVEROO: 600,
      PLATFORM_JUST_EAT: null,
      PLATFORM_GLOVO: null,
      PLATFORM_GET_RESTO: null,
    });
  });

  it("gives Just Eat the configured timeout, Glovo's staying unknown", async () => {
    expect(await timeouts(configured)).toMatchObject({
      PLATFORM_UBER_EAT: 690,
      PLATFORM_JUST_EAT: 420,
      PLATFORM_GLOVO: null,
    });
  });
});
