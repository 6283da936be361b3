import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartEvents, carts, companies, printerRestaurants, printers, printJobs } from '../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../db/seed';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { OrderEvent } from '../../events/event-bus';
import { createMemoryEventBus } from '../../events/memory-event-bus';
import type { OrderDeps } from './order-deps';
import { announceCart, applyAutomaticActions } from './on-cart-received';
import { aCart } from './testing/a-cart';
import { queuedOrderActions } from './testing/queued-calls';

describe.each(TEST_DRIVERS)('auto-accept and auto-print of a new order (%s)', (driver) => {
  let database: TestDatabase;
  let deps: OrderDeps;
  const published: OrderEvent[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    const eventBus = createMemoryEventBus();
    eventBus.subscribe('all', (event) => published.push(event));
    deps = { db: database.db, eventBus, wakeOutbound: () => undefined };
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => {
    published.length = 0;
  });

  async function setCompany(autoAccept: boolean, autoPrintEnabled: boolean) {
    await database.db
      .update(companies)
      .set({ autoAccept, autoPrintEnabled })
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
  }
  const readCart = async (id: number) => (await database.db.select().from(carts).where(eq(carts.id, id)))[0];
  const jobsOf = (id: number) => database.db.select().from(printJobs).where(eq(printJobs.cartId, id));
  const eventsOf = (id: number) => database.db.select().from(cartEvents).where(eq(cartEvents.cartId, id));
  // The seed gives Demo Burger Co's restaurants two CloudPRNT printers; Corner Pizza has none.
  const cloudPrintersOf = (restaurantId: number) =>
    database.db
      .select({ printerId: printers.id, copies: printerRestaurants.nbPrint })
      .from(printerRestaurants)
      .innerJoin(printers, eq(printers.id, printerRestaurants.printerId))
      .where(and(eq(printerRestaurants.restaurantId, restaurantId), eq(printers.cloudPrintEnabled, true)));
  const ticketsOf = async (id: number) =>
    (await jobsOf(id))
      .map((job) => ({ printerId: job.printerId, copies: job.copies }))
      .sort((a, b) => (a.printerId ?? 0) - (b.printerId ?? 0));
  const runAutomatic = (cart: Awaited<ReturnType<typeof aCart>>) =>
    database.db.transaction((tx) => applyAutomaticActions(tx, [cart]));

  it('accepts, queues the platform call and one ticket per cloud printer exactly once, even when run again on the same order', async () => {
    await setCompany(true, true);
    const cart = await aCart(database.db, { status: 'CREATED' });
    const results = await Promise.all([1, 2, 3, 4].map(() => runAutomatic(cart)));
    expect(results.filter((result) => result.queuedCalls)).toHaveLength(1);
    expect((await readCart(cart.id))?.status).toBe('ACCEPTED');
    expect(await queuedOrderActions(database.db, cart.id)).toEqual(['accept']);
    const printersOfRestaurant = await cloudPrintersOf(cart.restaurantId);
    expect(printersOfRestaurant).toHaveLength(2);
    expect(await jobsOf(cart.id)).toHaveLength(2);
    expect((await eventsOf(cart.id)).map((event) => event.type).sort()).toEqual(['autoAccept', 'autoPrint']);
  });

  it('writes nothing when the transaction it runs in rolls back', async () => {
    await setCompany(true, true);
    const cart = await aCart(database.db, { status: 'CREATED' });
    await expect(
      database.db.transaction(async (tx) => {
        await applyAutomaticActions(tx, [cart]);
        throw new Error('the intake crashed before committing');
      }),
    ).rejects.toThrow('crashed');
    expect(await readCart(cart.id)).toEqual(cart);
    expect(await queuedOrderActions(database.db, cart.id)).toEqual([]);
    expect(await jobsOf(cart.id)).toHaveLength(0);
  });

  it('accepts a scheduled order too', async () => {
    await setCompany(true, false);
    const cart = await aCart(database.db, { status: 'SCHEDULED_ORDER_CREATED' });
    await runAutomatic(cart);
    expect((await readCart(cart.id))?.status).toBe('ACCEPTED');
    expect(await jobsOf(cart.id)).toHaveLength(0);
  });

  it.each(['CANCELED', 'COMPLETED'] as const)('never accepts nor prints a %s order', async (status) => {
    await setCompany(true, true);
    const cart = await aCart(database.db, { status });
    await runAutomatic(cart);
    expect(await readCart(cart.id)).toEqual(cart);
    expect(await jobsOf(cart.id)).toHaveLength(0);
    expect(await queuedOrderActions(database.db, cart.id)).toEqual([]);
  });

  it('only prints when the company prints automatically but does not accept: one job per cloud printer, nbPrint copies, printed only once a printer confirms', async () => {
    await setCompany(false, true);
    const cart = await aCart(database.db, { status: 'CREATED', platform: 'PLATFORM_DELIVEROO' });
    const result = await runAutomatic(cart);
    expect(result.queuedCalls).toBe(false);
    const after = await readCart(cart.id);
    expect(after?.status).toBe('CREATED');
    expect(after?.printedAt).toBeNull();
    const expected = (await cloudPrintersOf(cart.restaurantId)).sort((a, b) => a.printerId - b.printerId);
    expect(expected.map((printer) => printer.copies).sort()).toEqual([1, 2]);
    expect(await ticketsOf(cart.id)).toEqual(expected);
    expect(await queuedOrderActions(database.db, cart.id)).toEqual([]);
    await runAutomatic(after ?? cart);
    expect(await jobsOf(cart.id)).toHaveLength(2);
    expect((await eventsOf(cart.id)).map((event) => event.type)).toEqual(['autoPrint']);
  });

  it('leaves the ticket to the browser of a company without cloud printers: the order is printed at once, no job, once', async () => {
    await database.db
      .update(companies)
      .set({ autoAccept: false, autoPrintEnabled: true })
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    const cart = await aCart(database.db, { status: 'CREATED', company: 'pizza' });
    expect(await cloudPrintersOf(cart.restaurantId)).toEqual([]);
    await runAutomatic(cart);
    await runAutomatic(cart);
    expect((await readCart(cart.id))?.printedAt).not.toBeNull();
    expect(await jobsOf(cart.id)).toEqual([]);
    expect((await eventsOf(cart.id)).map((event) => event.type)).toEqual(['autoPrint']);
  });

  it('does neither when the company has both off; the tablets still hear of the order', async () => {
    await setCompany(false, false);
    const cart = await aCart(database.db, { status: 'CREATED' });
    await runAutomatic(cart);
    expect(await readCart(cart.id)).toEqual(cart);
    await announceCart(deps, cart, true);
    expect(published).toEqual([
      expect.objectContaining({ type: 'cart.created', cartId: cart.id, companyId: cart.companyId }),
    ]);
    await announceCart(deps, cart, false);
    expect(published.at(-1)).toMatchObject({ type: 'cart.updated', cartId: cart.id, status: 'CREATED' });
  });
});
