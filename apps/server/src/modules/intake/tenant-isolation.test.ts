import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  cartLines,
  carts,
  companies,
  platforms,
  restaurants,
  webhookEvents,
  type CartRow,
} from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { aGetRestoOrder, aSignedGetRestoEvent, aSignedGetRestoPush } from '../../platforms/get-resto/fixtures';
import { signJustEatWebhook } from '../../platforms/just-eat/signature';
import { findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';
import { GET_RESTO_APPLICATION_HEADER } from './get-resto-application';
import { NO_INTAKE_HOOKS } from './hooks';
import { processPendingWebhooks } from './intake-worker';
import { createFakePlatformClient, findSeededStore, jsonAnswer, postWebhook } from './testing';

// An order is identified by its platform, its store and its platform id (docs/security.md#tenants): a sender that
// may push to its own stores only can neither reach nor pre-empt another store's order with the same id.
describe.each(TEST_DRIVERS)('orders never cross stores (%s)', (driver) => {
  let api: TestApi;
  let application: { uuid: string; secret: string };
  let ownStore: string;
  const victimStore = `pizza-get-resto-${driver}`;
  let counter = 0;
  const fake = createFakePlatformClient(() => jsonAnswer(404));

  const processAll = async () => {
    while (
      (await processPendingWebhooks({
        db: api.database.db,
        client: fake.client,
        hooks: NO_INTAKE_HOOKS,
        baseDelayMs: 0,
      })) > 0
    );
  };
  const nextId = (what: string) => `${what}-${driver}-${(counter += 1)}`;
  const pushAsApplication = (event: Record<string, unknown>, eventId = nextId('event')) => {
    const signed = aSignedGetRestoEvent(application.secret, eventId, event);
    return postWebhook(api.url, 'get-resto', signed.rawBody, {
      ...signed.headers,
      [GET_RESTO_APPLICATION_HEADER]: application.uuid,
    });
  };
  // The victim's own orders come from another sender: here, GET RESTO's deployment-wide secret.
  const pushAsVictimSender = (order: Record<string, unknown>, eventId = nextId('event')) => {
    const signed = aSignedGetRestoPush(api.config.platforms.PLATFORM_GET_RESTO.webhookSecret, eventId, order);
    return postWebhook(api.url, 'get-resto', signed.rawBody, signed.headers);
  };
  const cartsWithId = (platformId: string) =>
    api.database.db
      .select()
      .from(carts)
      .where(and(eq(carts.platform, 'PLATFORM_GET_RESTO'), eq(carts.platformId, platformId)));
  const readCart = async (id: number) => (await api.database.db.select().from(carts).where(eq(carts.id, id)))[0];

  beforeAll(async () => {
    api = await startTestApi(driver);
    // The demo application "Demo POS" is linked to Demo Burger Co only; Corner Pizza gets a GET RESTO store here.
    const account = await findAccountByEmail(api.database, DEMO_ACCOUNTS.app.email);
    application = { uuid: account.uuid, secret: account.webhookSecret ?? '' };
    ownStore = (await findSeededStore(api.database.db, 'PLATFORM_GET_RESTO')).storeId;
    const [pizza] = await api.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    const [getResto] = await api.database.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.code, 'PLATFORM_GET_RESTO'));
    if (!pizza || !getResto) throw new Error('demo data missing');
    await api.database.db.insert(restaurants).values({
      companyId: pizza.id,
      platformId: getResto.id,
      title: 'Corner Pizza (GET RESTO)',
      platformStoreId: victimStore,
    });
  });
  afterAll(async () => api?.close());

  it("refuses an event naming another company's store: 403, nothing stored", async () => {
    const eventId = nextId('event');
    const response = await pushAsApplication(
      { type: 'order.cancelled', order: { id: nextId('order'), storeId: victimStore } },
      eventId,
    );
    expect(response.status).toBe(403);
    expect(
      await api.database.db
        .select()
        .from(webhookEvents)
        .where(like(webhookEvents.eventId, `%${eventId}`)),
    ).toEqual([]);
  });

  it("cannot cancel or complete another company's order by naming its id from its own store", async () => {
    const victims: CartRow[] = [
      await aCart(api.database.db, { platform: 'PLATFORM_GET_RESTO', company: 'pizza', status: 'ACCEPTED' }),
    ];
    victims.push(
      await aCart(api.database.db, { platform: 'PLATFORM_GET_RESTO', company: 'pizza', status: 'ACCEPTED' }),
    );
    const [toCancel, toComplete] = victims as [CartRow, CartRow];
    expect(
      (await pushAsApplication({ type: 'order.cancelled', order: { id: toCancel.platformId, storeId: ownStore } }))
        .status,
    ).toBe(200);
    expect(
      (
        await pushAsApplication({
          type: 'order.status_changed',
          order: { id: toComplete.platformId, storeId: ownStore, status: 'delivered' },
        })
      ).status,
    ).toBe(200);
    await processAll();
    expect(await readCart(toCancel.id)).toEqual(toCancel);
    expect(await readCart(toComplete.id)).toEqual(toComplete);
  });

  it("cannot squat an order id: the other company's order with that id still reaches it, whole", async () => {
    const orderId = nextId('order');
    const squat = aGetRestoOrder({
      id: orderId,
      storeId: ownStore,
      reference: 'SQUAT',
      items: [{ id: 'water', name: 'Water', category: 'Drinks', quantity: 1, unitPrice: 100, vatPercent: 5.5 }],
      amounts: { total: 100 },
    });
    expect((await pushAsApplication({ type: 'order.created', order: squat })).status).toBe(200);
    await processAll();
    expect((await pushAsVictimSender(aGetRestoOrder({ id: orderId, storeId: victimStore }))).status).toBe(200);
    await processAll();

    const written = await api.database.db
      .select({ cart: carts, store: restaurants.platformStoreId })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(and(eq(carts.platform, 'PLATFORM_GET_RESTO'), eq(carts.platformId, orderId)));
    const byStore = new Map(written.map((row) => [row.store, row.cart]));
    expect([...byStore.keys()].sort()).toEqual([ownStore, victimStore].sort());
    const victimCart = byStore.get(victimStore);
    expect(victimCart).toMatchObject({ displayId: 'GR-0042', total: 3788 });
    expect(
      await api.database.db
        .select()
        .from(cartLines)
        .where(eq(cartLines.cartId, victimCart?.id ?? 0)),
    ).toHaveLength(3);
    expect(byStore.get(ownStore)).toMatchObject({ displayId: 'SQUAT', total: 100 });
  });

  it("cannot squat an event id: the other sender's event with the same id is still processed", async () => {
    const eventId = nextId('shared-event');
    const squatted = nextId('order');
    expect(
      (
        await pushAsApplication(
          { type: 'order.created', order: aGetRestoOrder({ id: nextId('order'), storeId: ownStore }) },
          eventId,
        )
      ).status,
    ).toBe(200);
    expect((await pushAsVictimSender(aGetRestoOrder({ id: squatted, storeId: victimStore }), eventId)).status).toBe(
      200,
    );
    await processAll();
    expect(await cartsWithId(squatted)).toHaveLength(1);
  });

  it('leaves an event that names no store alone when its order id is found in several stores', async () => {
    // Just Eat's cancellations name the order only: the id must then name one order alone.
    const [pizza] = await api.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    const [justEat] = await api.database.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.code, 'PLATFORM_JUST_EAT'));
    if (!pizza || !justEat) throw new Error('demo data missing');
    await api.database.db.insert(restaurants).values({
      companyId: pizza.id,
      platformId: justEat.id,
      title: 'Corner Pizza (Just Eat)',
      platformStoreId: `pizza-just-eat-${driver}`,
    });
    const shared = nextId('je-order');
    const one = await aCart(api.database.db, { platform: 'PLATFORM_JUST_EAT', status: 'ACCEPTED', platformId: shared });
    const other = await aCart(api.database.db, {
      platform: 'PLATFORM_JUST_EAT',
      company: 'pizza',
      status: 'ACCEPTED',
      platformId: shared,
    });
    const body = JSON.stringify({ orderID: shared, reason: 'customer_cancelled' });
    const response = await postWebhook(
      api.url,
      'just-eat',
      body,
      signJustEatWebhook(body, api.config.platforms.PLATFORM_JUST_EAT.webhookSecret),
    );
    expect(response.status).toBe(200);
    await processAll();
    expect(await readCart(one.id)).toEqual(one);
    expect(await readCart(other.id)).toEqual(other);
    const [event] = await api.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, `cancel:${shared}`));
    expect(event).toMatchObject({ status: 'failed' });
  });

  it('keeps the application disabled out, whatever it names', async () => {
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.uuid, application.uuid));
    try {
      const response = await pushAsApplication({
        type: 'order.created',
        order: aGetRestoOrder({ id: nextId('order'), storeId: ownStore }),
      });
      expect(response.status).toBe(401);
    } finally {
      await api.database.db.update(accounts).set({ enabled: true }).where(eq(accounts.uuid, application.uuid));
    }
  });
});
