import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartEvents, carts, printJobs, type CartRow } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import type { OrderEvent } from '../../events/event-bus';
import { createMemoryEventBus } from '../../events/memory-event-bus';
import type { OutboundAction } from '../../platforms/adapter';
import { findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';
import { aCart, type ACartOptions } from './testing/a-cart';
import { queuedOrderActions } from './testing/queued-calls';

const CART_EVENT = `mutation($cart: Int!, $status: OrderStatus, $print: Boolean, $resend: Boolean, $runnerIsReady: Boolean, $preparationTime: Int) {
  cartEvent(cart: $cart, status: $status, print: $print, resend: $resend, runnerIsReady: $runnerIsReady, preparationTime: $preparationTime) {
    id status livredAt runnerIsReady printedAt } }`;
const CANCEL = 'mutation($cart: Int!, $reason: String) { cartCancelEvent(cart: $cart, reason: $reason) { id status } }';
const COURIERS = 'mutation($cart: Int!, $n: Int!) { setCouriers(cart: $cart, numberOfCouriers: $n) { id status } }';

type Call = { query: string; variables: Record<string, unknown> };
type Case = {
  name: string;
  cart: ACartOptions;
  call: (cartId: number) => Call;
  /** The status after an allowed action; absent when the action must be refused. */
  then?: CartRow['status'];
  sends?: OutboundAction | null;
};

const event = (variables: Record<string, unknown>) => (cart: number) => ({
  query: CART_EVENT,
  variables: { cart, ...variables },
});
const cancel = (cart: number) => ({ query: CANCEL, variables: { cart } });
const couriers = (cart: number) => ({ query: COURIERS, variables: { cart, n: 3 } });

// docs/orders.md#actions, action by action: what each state, platform and fulfilment type allows or refuses.
const CASES: Case[] = [
  {
    name: 'accept a new order',
    cart: { status: 'CREATED' },
    call: event({ status: 'ACCEPTED', preparationTime: 12 }),
    then: 'ACCEPTED',
    sends: { type: 'accept', preparationMinutes: 12 },
  },
  {
    name: 'accept a scheduled order',
    cart: { status: 'SCHEDULED_ORDER_CREATED' },
    call: event({ status: 'ACCEPTED' }),
    then: 'ACCEPTED',
    sends: { type: 'accept', preparationMinutes: null },
  },
  { name: 'accept an accepted order', cart: { status: 'ACCEPTED' }, call: event({ status: 'ACCEPTED' }) },
  { name: 'accept a canceled order', cart: { status: 'CANCELED' }, call: event({ status: 'ACCEPTED' }) },
  {
    name: 'ready from ACCEPTED',
    cart: { status: 'ACCEPTED' },
    call: event({ status: 'READY_FOR_PICKUP' }),
    then: 'READY_FOR_PICKUP',
    sends: { type: 'ready' },
  },
  {
    name: 'ready from CONFIRMED',
    cart: { status: 'CONFIRMED' },
    call: event({ status: 'READY_FOR_PICKUP' }),
    then: 'READY_FOR_PICKUP',
    sends: { type: 'ready' },
  },
  { name: 'ready from CREATED', cart: { status: 'CREATED' }, call: event({ status: 'READY_FOR_PICKUP' }) },
  {
    name: 'ready when already ready',
    cart: { status: 'READY_FOR_PICKUP' },
    call: event({ status: 'READY_FOR_PICKUP' }),
  },
  {
    name: 'card Ready on an accepted order',
    cart: { status: 'ACCEPTED' },
    call: event({ status: 'READY_FOR_PICKUP', runnerIsReady: true }),
    then: 'READY_FOR_PICKUP',
    sends: { type: 'ready' },
  },
  {
    name: 'run a ready order',
    cart: { status: 'READY_FOR_PICKUP' },
    call: event({ runnerIsReady: true }),
    then: 'READY_FOR_PICKUP',
    sends: null,
  },
  {
    name: 'run when the runner has it',
    cart: { status: 'READY_FOR_PICKUP', runnerIsReady: true },
    call: event({ runnerIsReady: true }),
  },
  { name: 'run a new order', cart: { status: 'CREATED' }, call: event({ runnerIsReady: true }) },
  {
    name: 'in transit, third-party delivery',
    cart: { status: 'ACCEPTED', fulfillmentType: 'DELIVERY_THIRD_PARTY' },
    call: event({ status: 'IN_TRANSIT' }),
    then: 'IN_TRANSIT',
    sends: { type: 'inTransit' },
  },
  {
    name: 'in transit, own delivery',
    cart: { status: 'ACCEPTED', fulfillmentType: 'DELIVERY' },
    call: event({ status: 'IN_TRANSIT' }),
  },
  {
    name: 'delivered, Uber Eats pickup',
    cart: { status: 'READY_FOR_PICKUP', fulfillmentType: 'PICKUP' },
    call: event({ status: 'COMPLETED' }),
    then: 'COMPLETED',
    sends: { type: 'delivered' },
  },
  {
    name: 'delivered, Uber Eats delivery',
    cart: { status: 'READY_FOR_PICKUP', fulfillmentType: 'DELIVERY' },
    call: event({ status: 'COMPLETED' }),
  },
  {
    name: 'delivered, Deliveroo',
    cart: { status: 'ACCEPTED', platform: 'PLATFORM_DELIVEROO', fulfillmentType: 'PICKUP' },
    call: event({ status: 'COMPLETED' }),
  },
  {
    name: 'delivered, Just Eat in transit',
    cart: { status: 'IN_TRANSIT', platform: 'PLATFORM_JUST_EAT' },
    call: event({ status: 'COMPLETED' }),
    then: 'COMPLETED',
    sends: { type: 'delivered' },
  },
  {
    name: 'delivered when completed',
    cart: { status: 'COMPLETED', platform: 'PLATFORM_JUST_EAT' },
    call: event({ status: 'COMPLETED' }),
  },
  {
    name: 'cancel, Uber Eats accepted',
    cart: { status: 'ACCEPTED' },
    call: cancel,
    then: 'CANCELED',
    sends: { type: 'cancel', reason: 'OUT_OF_ITEMS' },
  },
  { name: 'cancel, Uber Eats new', cart: { status: 'CREATED' }, call: cancel },
  { name: 'cancel, Deliveroo', cart: { status: 'ACCEPTED', platform: 'PLATFORM_DELIVEROO' }, call: cancel },
  {
    name: 'extra couriers, Uber Eats delivery',
    cart: { status: 'READY_FOR_PICKUP' },
    call: couriers,
    then: 'READY_FOR_PICKUP',
    sends: { type: 'couriers', count: 3 },
  },
  { name: 'extra couriers, Deliveroo', cart: { status: 'ACCEPTED', platform: 'PLATFORM_DELIVEROO' }, call: couriers },
  { name: 'extra couriers, pickup', cart: { status: 'ACCEPTED', fulfillmentType: 'PICKUP' }, call: couriers },
  { name: 'extra couriers, new order', cart: { status: 'CREATED' }, call: couriers },
  {
    name: 'extra minutes, Glovo accepted',
    cart: { status: 'ACCEPTED', platform: 'PLATFORM_GLOVO' },
    call: event({ preparationTime: 10 }),
    then: 'ACCEPTED',
    sends: { type: 'delay', extraMinutes: 10 },
  },
  {
    name: 'extra minutes, Deliveroo',
    cart: { status: 'ACCEPTED', platform: 'PLATFORM_DELIVEROO' },
    call: event({ preparationTime: 10 }),
  },
  { name: 'extra minutes, ready order', cart: { status: 'READY_FOR_PICKUP' }, call: event({ preparationTime: 10 }) },
  {
    name: 'resend an accepted order',
    cart: { status: 'ACCEPTED', preparationTime: 20 },
    call: event({ resend: true }),
    then: 'ACCEPTED',
    sends: { type: 'accept', preparationMinutes: 20 },
  },
  { name: 'resend a new order', cart: { status: 'CREATED' }, call: event({ resend: true }) },
];

describe.each(TEST_DRIVERS)('order actions (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let companyAccountId: number;
  const published: OrderEvent[] = [];

  beforeAll(async () => {
    const eventBus = createMemoryEventBus();
    eventBus.subscribe('all', (heard) => published.push(heard));
    api = await startTestApi(driver, {}, { eventBus });
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    companyAccountId = (await findAccountByEmail(api.database, DEMO_ACCOUNTS.company.email)).id;
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    published.length = 0;
  });

  const readCart = async (id: number) => (await api.database.db.select().from(carts).where(eq(carts.id, id)))[0];
  const readEvents = (id: number) => api.database.db.select().from(cartEvents).where(eq(cartEvents.cartId, id));
  const sentOf = (id: number) => queuedOrderActions(api.database.db, id);

  it.each(CASES.filter((c) => c.then))('allows: $name', async ({ cart: options, call, then, sends }) => {
    const cart = await aCart(api.database.db, options);
    const { query, variables } = call(cart.id);
    const result = await api.graphql(query, { token, variables });
    expect(result.body.errors).toBeUndefined();
    const after = await readCart(cart.id);
    expect(after?.status).toBe(then);
    const events = await readEvents(cart.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      accountId: companyAccountId,
      actingAccountId: null,
      fromStatus: cart.status,
      toStatus: then,
    });
    // The platform call was queued with the change, as the cart event records it.
    expect(await sentOf(cart.id)).toEqual(sends ? [sends.type] : []);
    if (sends) expect(events[0]?.data).toMatchObject({ outbound: sends });
    expect(published).toEqual([expect.objectContaining({ cartId: cart.id, status: then, companyId: cart.companyId })]);
  });

  it.each(CASES.filter((c) => !c.then))('refuses and changes nothing: $name', async ({ cart: options, call }) => {
    const cart = await aCart(api.database.db, options);
    const { query, variables } = call(cart.id);
    const result = await api.graphql(query, { token, variables });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect(await readCart(cart.id)).toEqual(cart);
    expect(await readEvents(cart.id)).toHaveLength(0);
    expect(await sentOf(cart.id)).toEqual([]);
    expect(published).toEqual([]);
  });

  it('marks the order ready for the runner with the card button and records the delivered time', async () => {
    const cart = await aCart(api.database.db, { status: 'ACCEPTED', platform: 'PLATFORM_JUST_EAT' });
    const ready = await api.graphql(CART_EVENT, {
      token,
      variables: { cart: cart.id, status: 'READY_FOR_PICKUP', runnerIsReady: true },
    });
    expect(ready.body.data?.cartEvent).toMatchObject({ status: 'READY_FOR_PICKUP', runnerIsReady: true });
    const delivered = await api.graphql(CART_EVENT, { token, variables: { cart: cart.id, status: 'COMPLETED' } });
    const { livredAt } = delivered.body.data?.cartEvent as { livredAt: string };
    expect(Date.now() - Date.parse(livredAt)).toBeLessThan(60_000);
  });

  it('prints without changing the status: one job per cloud printer per print, the order printed only once a printer confirms', async () => {
    const cart = await aCart(api.database.db, { status: 'COMPLETED', platform: 'PLATFORM_GLOVO' });
    const result = await api.graphql(CART_EVENT, { token, variables: { cart: cart.id, print: true } });
    expect(result.body.data?.cartEvent).toMatchObject({ status: 'COMPLETED', printedAt: null });
    const jobs = () => api.database.db.select().from(printJobs).where(eq(printJobs.cartId, cart.id));
    // Demo Burger Co's seeded kitchen and counter printers.
    expect(new Set((await jobs()).map((job) => job.printerId)).size).toBe(2);
    await api.graphql(CART_EVENT, { token, variables: { cart: cart.id, print: true } });
    expect(await jobs()).toHaveLength(4);
    expect((await readCart(cart.id))?.printedAt).toBeNull();
    expect(await sentOf(cart.id)).toEqual([]);
  });

  it('prints in the browser where the company has no cloud printer: printedAt recorded, no job', async () => {
    const pizzaToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    const cart = await aCart(api.database.db, { status: 'ACCEPTED', company: 'pizza' });
    const result = await api.graphql(CART_EVENT, { token: pizzaToken, variables: { cart: cart.id, print: true } });
    expect((result.body.data?.cartEvent as { printedAt: string | null }).printedAt).not.toBeNull();
    expect((await readCart(cart.id))?.printedAt).not.toBeNull();
    expect(await api.database.db.select().from(printJobs).where(eq(printJobs.cartId, cart.id))).toEqual([]);
  });

  it('names the administrator behind a switched session in the cart event', async () => {
    const adminToken = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const admin = await findAccountByEmail(api.database, DEMO_ACCOUNTS.admin.email);
    const cart = await aCart(api.database.db, { status: 'CREATED' });
    const result = await api.graphql(CART_EVENT, {
      token: adminToken,
      switchUser: DEMO_ACCOUNTS.company.email,
      variables: { cart: cart.id, status: 'ACCEPTED' },
    });
    expect(result.body.errors).toBeUndefined();
    expect(await readEvents(cart.id)).toEqual([
      expect.objectContaining({ accountId: companyAccountId, actingAccountId: admin.id }),
    ]);
  });

  it("hides another company's order: NOT_FOUND, nothing changed", async () => {
    const cart = await aCart(api.database.db, { status: 'CREATED', company: 'pizza' });
    const result = await api.graphql(CART_EVENT, { token, variables: { cart: cart.id, status: 'ACCEPTED' } });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await readCart(cart.id)).toEqual(cart);
    expect(await sentOf(cart.id)).toEqual([]);
  });

  it('refuses malformed requests with BAD_USER_INPUT', async () => {
    const cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const both = await api.graphql(CART_EVENT, {
      token,
      variables: { cart: cart.id, print: true, status: 'READY_FOR_PICKUP' },
    });
    expect(both.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const nothing = await api.graphql(CART_EVENT, { token, variables: { cart: cart.id } });
    expect(nothing.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooMany = await api.graphql(COURIERS, { token, variables: { cart: cart.id, n: 9 } });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await readCart(cart.id)).toEqual(cart);
  });

  it('applies only one of two concurrent accepts', async () => {
    const cart = await aCart(api.database.db, { status: 'CREATED' });
    const results = await Promise.all(
      [1, 2].map(() => api.graphql(CART_EVENT, { token, variables: { cart: cart.id, status: 'ACCEPTED' } })),
    );
    expect(results.filter((result) => result.body.errors === undefined)).toHaveLength(1);
    expect(await readEvents(cart.id)).toHaveLength(1);
    expect(await sentOf(cart.id)).toEqual(['accept']);
  });
});
