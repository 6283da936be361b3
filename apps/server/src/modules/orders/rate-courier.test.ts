import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierRatings, restaurants, type CartRow } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart, type ACartOptions } from './testing/a-cart';

const NOTE = `mutation($restaurantUuid: String!, $jobUuid: String!, $cartUuid: String!, $note: String!, $tag: String) {
  noteDeliverer(restaurantUuid: $restaurantUuid, delivererUuid: null, jobUuid: $jobUuid, cartUuid: $cartUuid, note: $note, tag: $tag) }`;
const MINUTE_MS = 60_000;

describe.each(TEST_DRIVERS)('courier rating (%s)', (driver) => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function deliveredCart(options: ACartOptions = {}): Promise<CartRow> {
    return aCart(api.database.db, { status: 'COMPLETED', rushJob: { uuid: randomUUID(), response: null }, ...options });
  }

  async function rate(cart: CartRow, note: string, tag: string | null = null) {
    const [restaurant] = await api.database.db.select().from(restaurants).where(eq(restaurants.id, cart.restaurantId));
    const variables = {
      restaurantUuid: restaurant?.uuid,
      jobUuid: cart.rushJob?.uuid ?? randomUUID(),
      cartUuid: cart.uuid,
      note,
      tag,
    };
    return (await api.graphql(NOTE, { token, variables })).body;
  }
  const ratingsOf = (cart: CartRow) =>
    api.database.db.select().from(courierRatings).where(eq(courierRatings.cartId, cart.id));

  it('records a thumb up once; a second rating is refused', async () => {
    const cart = await deliveredCart();
    expect((await rate(cart, '1')).data?.noteDeliverer).toBe(true);
    expect((await rate(cart, '0', 'DELIVERY_BAG')).errors?.[0]?.extensions?.code).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect(await ratingsOf(cart)).toEqual([expect.objectContaining({ note: '1', tag: null })]);
    const shown = await api.graphql('query($id: Int!) { cart(id: $id) { courierRated } }', {
      token,
      variables: { id: cart.id },
    });
    expect(shown.body.data?.cart).toEqual({ courierRated: true });
  });

  it('needs a tag from the list for a thumb down', async () => {
    const cart = await deliveredCart();
    expect((await rate(cart, '0')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await rate(cart, '0', 'RUDE')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await rate(cart, '5')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await rate(cart, '0', 'LATE_AT_PICKUP')).data?.noteDeliverer).toBe(true);
    expect(await ratingsOf(cart)).toEqual([expect.objectContaining({ note: '0', tag: 'LATE_AT_PICKUP' })]);
  });

  it('refuses an order older than 1440 minutes, and one without a rush job', async () => {
    const old = await deliveredCart({ createdAt: new Date(Date.now() - 1441 * MINUTE_MS) });
    expect((await rate(old, '1')).errors?.[0]?.extensions?.code).toBe('ORDER_ACTION_NOT_ALLOWED');
    const recent = await deliveredCart({ createdAt: new Date(Date.now() - 1430 * MINUTE_MS) });
    expect((await rate(recent, '1')).data?.noteDeliverer).toBe(true);
    const noCourier = await aCart(api.database.db, { status: 'COMPLETED' });
    expect((await rate(noCourier, '1')).errors?.[0]?.extensions?.code).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect(await ratingsOf(old)).toEqual([]);
    expect(await ratingsOf(noCourier)).toEqual([]);
  });

  it("hides another company's order", async () => {
    const theirs = await deliveredCart({ company: 'pizza' });
    expect((await rate(theirs, '1')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await ratingsOf(theirs)).toEqual([]);
  });

  it('rates once when two ratings arrive together', async () => {
    const cart = await deliveredCart();
    const answers = await Promise.all([rate(cart, '1'), rate(cart, '1')]);
    expect(answers.filter((answer) => answer.data?.noteDeliverer === true)).toHaveLength(1);
    expect(await ratingsOf(cart)).toHaveLength(1);
  });
});
