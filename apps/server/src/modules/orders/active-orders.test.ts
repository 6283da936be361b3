import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCustomisations, cartLines } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aVatOrder } from '../vat/testing/a-vat-order';
import { aCart } from './testing/a-cart';

const CART_FIELDS = `id status hasImage restaurant { uuid title platform { name } } orders { id quantity price item { title vatPurcent }
  customisations { id parentId price customisation { title } } } cartImages { id filePath } courierRated vatByRate { rate ttc ht amount }`;
const ACTIVE_ORDERS = `query($restaurants: [String!]) { activeOrders(restaurants: $restaurants) {
  created { ${CART_FIELDS} } accepted { ${CART_FIELDS} } finished { ${CART_FIELDS} } } }`;

type Line = { price: number; customisations: { parentId: number | null; price: number }[] };
type Cart = {
  id: number;
  status: string;
  hasImage: boolean;
  orders: Line[];
  vatByRate: { rate: number; ttc: number; ht: number; amount: number }[] | null;
};
type Groups = { created: Cart[]; accepted: Cart[]; finished: Cart[] };

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DRIVERS)('activeOrders, cart and loadOrder (%s)', (driver) => {
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

  async function activeOrders(token: string, restaurants?: string[]): Promise<Groups> {
    const result = await api.graphql(ACTIVE_ORDERS, { token, variables: { restaurants } });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.activeOrders as Groups;
  }

  const idsOf = (carts: Cart[]) => carts.map((cart) => cart.id);

  it('puts each order in its tab: new, in progress, and today’s others or those with a photo', async () => {
    const db = api.database.db;
    const fresh = await aCart(db, { status: 'CREATED' });
    const planned = await aCart(db, { status: 'SCHEDULED_ORDER_CREATED' });
    const cooking = await aCart(db, { status: 'ACCEPTED' });
    const photographed = await aCart(db, { status: 'ACCEPTED', hasImage: true });
    const doneToday = await aCart(db, { status: 'COMPLETED' });
    const doneLastWeek = await aCart(db, { status: 'COMPLETED', createdAt: new Date(Date.now() - 7 * DAY_MS) });
    const stillOpenFromYesterday = await aCart(db, {
      status: 'READY_FOR_PICKUP',
      createdAt: new Date(Date.now() - 2 * DAY_MS),
    });
    const groups = await activeOrders(companyToken);
    expect(idsOf(groups.created)).toEqual(expect.arrayContaining([fresh.id, planned.id]));
    expect(idsOf(groups.accepted)).toEqual(expect.arrayContaining([cooking.id, stillOpenFromYesterday.id]));
    expect(idsOf(groups.finished)).toEqual(expect.arrayContaining([photographed.id, doneToday.id]));
    const everything = [...groups.created, ...groups.accepted, ...groups.finished];
    expect(idsOf(everything)).not.toContain(doneLastWeek.id);
    expect(new Set(idsOf(everything)).size).toBe(everything.length);
    expect(
      groups.created.every((cart) => ['CREATED', 'SCHEDULED_ORDER_CREATED'].includes(cart.status) && !cart.hasImage),
    ).toBe(true);
  });

  it('shows a company only its own orders, and filters by restaurant', async () => {
    const theirs = await aCart(api.database.db, { status: 'CREATED', company: 'pizza' });
    const onGlovo = await aCart(api.database.db, { status: 'CREATED', platform: 'PLATFORM_GLOVO' });
    const onUber = await aCart(api.database.db, { status: 'CREATED', platform: 'PLATFORM_UBER_EAT' });
    const all = await activeOrders(companyToken);
    expect(idsOf(all.created)).not.toContain(theirs.id);
    expect(idsOf(all.created)).toEqual(expect.arrayContaining([onGlovo.id, onUber.id]));
    const glovoOnly = await activeOrders(companyToken, [await restaurantUuidOf(onGlovo.restaurantId)]);
    expect(idsOf(glovoOnly.created)).toContain(onGlovo.id);
    expect(idsOf(glovoOnly.created)).not.toContain(onUber.id);
    const otherCompanysRestaurant = await activeOrders(companyToken, [await restaurantUuidOf(theirs.restaurantId)]);
    expect([
      ...otherCompanysRestaurant.created,
      ...otherCompanysRestaurant.accepted,
      ...otherCompanysRestaurant.finished,
    ]).toEqual([]);
  });

  async function restaurantUuidOf(restaurantId: number): Promise<string> {
    const row = await api.database.db.query.restaurants.findFirst({ where: (r, { eq }) => eq(r.id, restaurantId) });
    if (!row) throw new Error('no restaurant');
    return row.uuid;
  }

  it('loads every tab with lines, customisations, images and restaurants in a fixed number of SQL statements', async () => {
    for (let index = 0; index < 12; index += 1) {
      const cart = await aCart(api.database.db, {
        status: index % 2 ? 'ACCEPTED' : 'CREATED',
        hasImage: index % 5 === 0,
      });
      const [line] = await api.database.db
        .insert(cartLines)
        .values({ cartId: cart.id, position: 0, price: 900, itemTitle: 'Menu', itemVatPurcent: 10 })
        .returning();
      if (line)
        await api.database.db
          .insert(cartCustomisations)
          .values({ cartLineId: line.id, position: 0, price: 100, itemTitle: 'Fries' });
    }
    let groups: Groups | undefined;
    const statements = await captureStatements(api.database, async () => {
      groups = await activeOrders(adminToken);
    });
    const carts = [...(groups?.created ?? []), ...(groups?.accepted ?? []), ...(groups?.finished ?? [])];
    expect(carts.length).toBeGreaterThan(10);
    expect(carts.some((cart) => cart.orders.some((line) => line.customisations.length > 0))).toBe(true);
    // The viewer's account, the carts, then one batch each: restaurants, platforms, lines, customisations,
    // images, courier ratings, VAT splits.
    expect(statements).toHaveLength(9);
  });

  it('gives administrators only the order’s VAT per rate as the VAT report counts it, the promotion spread over the rates', async () => {
    const cart = await aVatOrder(api.database.db, {
      status: 'ACCEPTED',
      lines: [
        { price: 1_000, quantity: 2, vatPercent: 10, customisations: [200] },
        { price: 300, quantity: 1, vatPercent: 5.5, customisations: [] },
      ],
      promo: 250,
      deliveryPrice: 300,
      tips: 100,
    });
    const query = `query($id: Int!) { cart(id: $id) { ${CART_FIELDS} } }`;
    const asAdmin = (await api.graphql(query, { token: adminToken, variables: { id: cart.id } })).body.data
      ?.cart as Cart;
    // Goods 2 500 − 250 = 2 250: 2 200 / 2 500 of it at 10 % (1 980), 300 / 2 500 at 5.5 % (270); delivery at 20 %,
    // tips at 0 %.
    expect(asAdmin.vatByRate).toEqual([
      { rate: 0, ttc: 100, ht: 100, amount: 0 },
      { rate: 5.5, ttc: 270, ht: 256, amount: 14 },
      { rate: 10, ttc: 1_980, ht: 1_800, amount: 180 },
      { rate: 20, ttc: 300, ht: 250, amount: 50 },
    ]);
    const asCompany = (await api.graphql(query, { token: companyToken, variables: { id: cart.id } })).body.data
      ?.cart as Cart;
    expect(asCompany.vatByRate).toBeNull();
  });

  it('shows no VAT on a canceled order, as the VAT report counts none', async () => {
    const cart = await aVatOrder(api.database.db, {
      status: 'CANCELED',
      lines: [{ price: 1_000, quantity: 1, vatPercent: 10, customisations: [] }],
    });
    const query = `query($id: Int!) { cart(id: $id) { ${CART_FIELDS} } }`;
    const asAdmin = (await api.graphql(query, { token: adminToken, variables: { id: cart.id } })).body.data
      ?.cart as Cart;
    expect(asAdmin.vatByRate).toEqual([]);
  });

  it("answers cart(id) with null for another company's order, as for a missing one", async () => {
    const theirs = await aCart(api.database.db, { status: 'CREATED', company: 'pizza' });
    const query = 'query($id: Int!) { cart(id: $id) { id } }';
    expect((await api.graphql(query, { token: companyToken, variables: { id: theirs.id } })).body).toEqual({
      data: { cart: null },
    });
    expect((await api.graphql(query, { token: companyToken, variables: { id: 999_999_999 } })).body).toEqual({
      data: { cart: null },
    });
    expect((await api.graphql(query, { token: adminToken, variables: { id: theirs.id } })).body.data?.cart).toEqual({
      id: theirs.id,
    });
  });

  it("loadOrder finds an order by its full id, or by the last 4 characters of the display id on platform '4'", async () => {
    const query =
      'query($orderId: String!, $restaurant: String!) { loadOrder(orderId: $orderId, restaurant: $restaurant) { id } }';
    const uber = await aCart(api.database.db, { status: 'ACCEPTED', displayId: 'UBER-77AB12' });
    const uberRestaurant = await restaurantUuidOf(uber.restaurantId);
    const byFullId = await api.graphql(query, {
      token: companyToken,
      variables: { orderId: 'UBER-77AB12', restaurant: uberRestaurant },
    });
    expect(byFullId.body.data?.loadOrder).toEqual({ id: uber.id });
    const byShortId = await api.graphql(query, {
      token: companyToken,
      variables: { orderId: 'AB12', restaurant: uberRestaurant },
    });
    expect(byShortId.body.data?.loadOrder).toBeNull();

    const platform4 = await api.database.db.query.platforms.findFirst({ where: (p, { eq }) => eq(p.id, 4) });
    if (!platform4) throw new Error('no platform 4');
    const short = await aCart(api.database.db, {
      status: 'ACCEPTED',
      platform: platform4.code,
      displayId: 'GLV-0042-9Z7Q',
    });
    const shortRestaurant = await restaurantUuidOf(short.restaurantId);
    const found = await api.graphql(query, {
      token: companyToken,
      variables: { orderId: '9Z7Q', restaurant: shortRestaurant },
    });
    expect(found.body.data?.loadOrder).toEqual({ id: short.id });

    const basicToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    const hidden = await api.graphql(query, {
      token: basicToken,
      variables: { orderId: 'UBER-77AB12', restaurant: uberRestaurant },
    });
    expect(hidden.body).toEqual({ data: { loadOrder: null } });
  });
});
