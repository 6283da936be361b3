import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartEvents, carts, companies, printJobs } from '../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../db/seed';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { OrderEvent } from '../../events/event-bus';
import { createMemoryEventBus } from '../../events/memory-event-bus';
import type { OutboundAction } from '../../platforms/adapter';
import type { OrderDeps } from './order-deps';
import { onCartChanged, onCartReceived } from './on-cart-received';
import { aCart } from './testing/a-cart';

describe.each(TEST_DRIVERS)('auto-accept and auto-print of a new order (%s)', (driver) => {
  let database: TestDatabase;
  let deps: OrderDeps;
  const sent: { cartId: number; action: OutboundAction }[] = [];
  const published: OrderEvent[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    const eventBus = createMemoryEventBus();
    eventBus.subscribe('all', (event) => published.push(event));
    deps = {
      db: database.db,
      eventBus,
      sendOrderAction: async (cart, action) => {
        sent.push({ cartId: cart.id, action });
      },
    };
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => {
    sent.length = 0;
    published.length = 0;
  });

  async function setCompany(autoAccept: boolean, autoPrintEnabled: boolean) {
    await database.db.update(companies).set({ autoAccept, autoPrintEnabled }).where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
  }
  const readCart = async (id: number) => (await database.db.select().from(carts).where(eq(carts.id, id)))[0];
  const jobsOf = (id: number) => database.db.select().from(printJobs).where(eq(printJobs.cartId, id));
  const eventsOf = (id: number) => database.db.select().from(cartEvents).where(eq(cartEvents.cartId, id));

  it('accepts and queues one ticket exactly once, even when several processes handle the order at once', async () => {
    await setCompany(true, true);
    const cart = await aCart(database.db, { status: 'CREATED' });
    await Promise.all([1, 2, 3, 4].map(() => onCartReceived(deps, cart.id)));
    expect((await readCart(cart.id))?.status).toBe('ACCEPTED');
    expect(sent).toEqual([{ cartId: cart.id, action: expect.objectContaining({ type: 'accept' }) }]);
    expect(await jobsOf(cart.id)).toHaveLength(1);
    expect((await eventsOf(cart.id)).map((event) => event.type).sort()).toEqual(['autoAccept', 'autoPrint']);
    expect(published.every((event) => event.cartId === cart.id && event.type === 'cart.created')).toBe(true);
    expect(published.length).toBe(4);
  });

  it('accepts a scheduled order too', async () => {
    await setCompany(true, false);
    const cart = await aCart(database.db, { status: 'SCHEDULED_ORDER_CREATED' });
    await onCartReceived(deps, cart.id);
    expect((await readCart(cart.id))?.status).toBe('ACCEPTED');
    expect(await jobsOf(cart.id)).toHaveLength(0);
  });

  it.each(['CANCELED', 'COMPLETED'] as const)('never accepts nor prints a %s order', async (status) => {
    await setCompany(true, true);
    const cart = await aCart(database.db, { status });
    await onCartReceived(deps, cart.id);
    expect(await readCart(cart.id)).toEqual(cart);
    expect(await jobsOf(cart.id)).toHaveLength(0);
    expect(sent).toEqual([]);
  });

  it('only prints when the company prints automatically but does not accept', async () => {
    await setCompany(false, true);
    const cart = await aCart(database.db, { status: 'CREATED' });
    await onCartReceived(deps, cart.id);
    const after = await readCart(cart.id);
    expect(after?.status).toBe('CREATED');
    expect(after?.printedAt).not.toBeNull();
    expect(await jobsOf(cart.id)).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('does neither when the company has both off, but still tells the tablets', async () => {
    await setCompany(false, false);
    const cart = await aCart(database.db, { status: 'CREATED' });
    await onCartReceived(deps, cart.id);
    expect(await readCart(cart.id)).toEqual(cart);
    expect(published).toEqual([expect.objectContaining({ type: 'cart.created', cartId: cart.id, companyId: cart.companyId })]);
    await onCartChanged(deps, cart.id);
    expect(published.at(-1)).toMatchObject({ type: 'cart.updated', cartId: cart.id, status: 'CREATED' });
  });
});
