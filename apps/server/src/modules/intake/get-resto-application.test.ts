import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, webhookEvents } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { aGetRestoOrder, aSignedGetRestoPush } from '../../platforms/get-resto/fixtures';
import { findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';
import { GET_RESTO_APPLICATION_HEADER } from './get-resto-application';
import { findSeededStore, postWebhook } from './testing';

describe.each(TEST_DRIVERS)('GET RESTO pushes signed per application (%s)', (driver) => {
  let api: TestApi;
  let application: { uuid: string; secret: string };
  let store: Awaited<ReturnType<typeof findSeededStore>>;
  let counter = 0;
  // Stored under the store's name: GET RESTO event ids are unique per store only.
  const eventsOf = (eventId: string) => api.database.db.select().from(webhookEvents).where(like(webhookEvents.eventId, `%/${eventId}`));
  const push = (secret: string, headers: Record<string, string>, storeId = store.storeId) => {
    counter += 1;
    const eventId = `app-push-${driver}-${counter}`;
    const signed = aSignedGetRestoPush(secret, eventId, aGetRestoOrder({ id: `pos-${driver}-${counter}`, storeId }));
    return { eventId, response: postWebhook(api.url, 'get-resto', signed.rawBody, { ...signed.headers, ...headers }) };
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    // The demo application "Demo POS" is linked to Demo Burger Co, which has the GET RESTO demo restaurant.
    const account = await findAccountByEmail(api.database, DEMO_ACCOUNTS.app.email);
    application = { uuid: account.uuid, secret: account.webhookSecret ?? '' };
    store = await findSeededStore(api.database.db, 'PLATFORM_GET_RESTO');
  });
  afterAll(async () => api?.close());

  it("accepts a push signed with the named application's own secret and stores it", async () => {
    const { eventId, response } = push(application.secret, { [GET_RESTO_APPLICATION_HEADER]: application.uuid });
    expect((await response).status).toBe(200);
    expect(await eventsOf(eventId)).toHaveLength(1);
  });

  it('refuses a push signed with the deployment secret while naming an application, and stores nothing', async () => {
    const { eventId, response } = push(api.config.platforms.PLATFORM_GET_RESTO.webhookSecret, { [GET_RESTO_APPLICATION_HEADER]: application.uuid });
    expect((await response).status).toBe(401);
    expect(await eventsOf(eventId)).toHaveLength(0);
  });

  it('refuses an unknown or disabled application', async () => {
    const unknown = push(application.secret, { [GET_RESTO_APPLICATION_HEADER]: '00000000-0000-4000-8000-000000000000' });
    expect((await unknown.response).status).toBe(401);
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.uuid, application.uuid));
    try {
      const disabled = push(application.secret, { [GET_RESTO_APPLICATION_HEADER]: application.uuid });
      expect((await disabled.response).status).toBe(401);
      expect(await eventsOf(disabled.eventId)).toHaveLength(0);
    } finally {
      await api.database.db.update(accounts).set({ enabled: true }).where(eq(accounts.uuid, application.uuid));
    }
  });

  it("refuses a push to a store of a company the application is not linked to", async () => {
    const { eventId, response } = push(application.secret, { [GET_RESTO_APPLICATION_HEADER]: application.uuid }, 'a-store-of-someone-else');
    expect((await response).status).toBe(403);
    expect(await eventsOf(eventId)).toHaveLength(0);
  });
});
