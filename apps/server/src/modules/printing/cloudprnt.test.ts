import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carts, companies, printerRestaurants, printers, printJobs, type PrinterRow } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import type { OrderEvent } from '../../events/event-bus';
import { createMemoryEventBus } from '../../events/memory-event-bus';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { applyAutomaticActions } from '../orders/on-cart-received';
import { aCart } from '../orders/testing/a-cart';
import { MAX_PRINT_ATTEMPTS } from './confirm-print-job';
import { createCloudPrntPrinter, type CloudPrntPrinter } from '@comptoir/platform-sim';

const PRINT = 'mutation($cart: Int!) { cartEvent(cart: $cart, print: true) { id printedAt } }';

describe.each(TEST_DRIVERS)('Star CloudPRNT at /cloudprnt (%s)', (driver) => {
  let api: TestApi;
  let kitchen: PrinterRow;
  let counter: PrinterRow;
  let kitchenPrinter: CloudPrntPrinter;
  let counterPrinter: CloudPrntPrinter;
  const published: OrderEvent[] = [];

  const db = () => api.database.db;
  const findPrinter = async (label: string) => {
    const [row] = await db().select().from(printers).where(eq(printers.label, label));
    if (!row) throw new Error(`No printer ${label}`);
    return row;
  };
  const jobsOf = (cartId: number) => db().select().from(printJobs).where(eq(printJobs.cartId, cartId));
  const readCart = async (id: number) => (await db().select().from(carts).where(eq(carts.id, id)))[0];
  const pngHeight = async (content: Buffer) => (await sharp(content).metadata()).height ?? 0;
  const autoPrinted = async (options: Parameters<typeof aCart>[1] = {}) => {
    const cart = await aCart(db(), { status: 'CREATED', platform: 'PLATFORM_DELIVEROO', ...options });
    await db().transaction((tx) => applyAutomaticActions(tx, [cart]));
    return cart;
  };

  beforeAll(async () => {
    const eventBus = createMemoryEventBus();
    eventBus.subscribe('all', (event) => published.push(event));
    api = await startTestApi(driver, {}, { eventBus });
    await db()
      .update(companies)
      .set({ autoAccept: false, autoPrintEnabled: true })
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    kitchen = await findPrinter('Cuisine');
    counter = await findPrinter('Comptoir');
    kitchenPrinter = createCloudPrntPrinter(api.url, kitchen);
    counterPrinter = createCloudPrntPrinter(api.url, counter);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    // Each test starts with empty printer queues: what the seed or a previous test left is printed away.
    await kitchenPrinter.printAll();
    await counterPrinter.printAll();
  });

  it('delivers each auto-printed ticket to each cloud printer exactly once, with its nbPrint copies, and then the order is printed', async () => {
    const cart = await autoPrinted();
    expect((await readCart(cart.id))?.printedAt).toBeNull();
    published.length = 0;

    const onKitchen = await kitchenPrinter.printAll();
    // The tablets hear of it at once, as they do of any order change.
    expect(published).toContainEqual(expect.objectContaining({ type: 'cart.updated', cartId: cart.id }));
    const onCounter = await counterPrinter.printAll();
    expect(onKitchen).toHaveLength(1);
    expect(onCounter).toHaveLength(1);
    expect(onKitchen[0]?.type).toBe('image/png');
    expect((await sharp(onKitchen[0]?.content).metadata()).width).toBe(576);
    expect((await readCart(cart.id))?.printedAt).not.toBeNull();
    expect((await jobsOf(cart.id)).map((job) => [job.printerId, job.status, job.copies, job.attempts]).sort()).toEqual(
      [
        [kitchen.id, 'printed', 1, 1],
        [counter.id, 'printed', 2, 1],
      ].sort(),
    );

    // Polled again, confirmed again: nothing more to print, nothing changed.
    const printedAt = (await readCart(cart.id))?.printedAt;
    const again = await kitchenPrinter.confirm(onKitchen[0]?.token, '200 OK');
    expect(again.status).toBe(200);
    expect(await kitchenPrinter.printAll()).toEqual([]);
    expect((await readCart(cart.id))?.printedAt).toEqual(printedAt);
  });

  it('prints nbPrint copies in one job, one after the other', async () => {
    const cart = await aCart(db(), { status: 'ACCEPTED', platform: 'PLATFORM_DELIVEROO' });
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const link = and(
      eq(printerRestaurants.printerId, kitchen.id),
      eq(printerRestaurants.restaurantId, cart.restaurantId),
    );
    await api.graphql(PRINT, { token, variables: { cart: cart.id } });
    const [single] = await kitchenPrinter.printAll();
    await db().update(printerRestaurants).set({ nbPrint: 3 }).where(link);
    await api.graphql(PRINT, { token, variables: { cart: cart.id } });
    const [triple] = await kitchenPrinter.printAll();
    await db().update(printerRestaurants).set({ nbPrint: 1 }).where(link);
    const one = await pngHeight(single?.content ?? Buffer.alloc(0));
    expect(one).toBeGreaterThan(0);
    expect(await pngHeight(triple?.content ?? Buffer.alloc(0))).toBeGreaterThanOrEqual(3 * one);
  });

  it('queues the Print action on every cloud printer of the restaurant, and the order shows printed once one confirms', async () => {
    const cart = await aCart(db(), { status: 'ACCEPTED', platform: 'PLATFORM_GLOVO' });
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const result = await api.graphql(PRINT, { token, variables: { cart: cart.id } });
    expect(result.body.data?.cartEvent).toMatchObject({ printedAt: null });
    expect(await counterPrinter.printAll()).toHaveLength(1);
    expect((await readCart(cart.id))?.printedAt).not.toBeNull();
    expect(await kitchenPrinter.printAll()).toHaveLength(1);
  });

  it('serves the job as StarPRNT commands when the printer asks for them, and the same job again when it fetches again', async () => {
    const cart = await autoPrinted();
    const { answer } = await kitchenPrinter.poll();
    expect(answer).toMatchObject({ jobReady: true, mediaTypes: ['image/png', 'application/vnd.star.starprnt'] });
    const first = await kitchenPrinter.fetchJob(answer?.jobToken, 'application/vnd.star.starprnt');
    const second = await kitchenPrinter.fetchJob(answer?.jobToken, 'application/vnd.star.starprnt');
    expect(first.headers.get('content-type')).toBe('application/vnd.star.starprnt');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(bytes);
    expect((await kitchenPrinter.fetchJob(answer?.jobToken, 'image/jpeg')).status).toBe(415);
    const [job] = (await jobsOf(cart.id)).filter((row) => row.printerId === kitchen.id);
    expect(job).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await kitchenPrinter.poll()).answer?.jobToken).toBe(answer?.jobToken);
    await kitchenPrinter.confirm(answer?.jobToken, '200%20OK');
    expect((await readCart(cart.id))?.printedAt).not.toBeNull();
  });

  it('serves firmware that sends no token (before 3.2) its oldest job, and confirms that one', async () => {
    const first = await autoPrinted();
    const second = await autoPrinted();
    const kitchenJob = async (cartId: number) => (await jobsOf(cartId)).find((row) => row.printerId === kitchen.id);
    expect((await kitchenPrinter.fetchJob(undefined)).status).toBe(200);
    expect(await kitchenJob(first.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await kitchenPrinter.confirm(undefined, '200')).status).toBe(200);
    expect(await kitchenJob(first.id)).toMatchObject({ status: 'printed' });
    expect(await kitchenJob(second.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await readCart(second.id))?.printedAt).toBeNull();
  });

  it('refuses wrong or missing credentials with 401 and changes nothing', async () => {
    const cart = await autoPrinted();
    const before = await findPrinter('Cuisine');
    const [job] = (await jobsOf(cart.id)).filter((row) => row.printerId === kitchen.id);
    const impostors = [
      createCloudPrntPrinter(api.url, { mac: kitchen.mac, secret: 'not-the-secret' }),
      createCloudPrntPrinter(api.url, { mac: kitchen.mac, secret: counter.secret }),
      createCloudPrntPrinter(api.url, { mac: kitchen.mac, secret: '' }),
    ];
    for (const impostor of impostors) {
      const poll = await impostor.poll();
      expect(poll.status).toBe(401);
      expect((await impostor.fetchJob(String(job?.id))).status).toBe(401);
      expect((await impostor.confirm(String(job?.id), '200 OK')).status).toBe(401);
    }
    const bare = await fetch(`${api.url}/cloudprnt`, { method: 'POST', body: '{"statusCode":"200%20OK"}' });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe('Basic realm="Comptoir CloudPRNT"');
    expect(await findPrinter('Cuisine')).toEqual(before);
    expect((await jobsOf(cart.id)).find((row) => row.id === job?.id)).toEqual(job);
    expect((await readCart(cart.id))?.printedAt).toBeNull();
  });

  it("never gives another company's printer this company's jobs", async () => {
    const cart = await autoPrinted();
    const [pizza] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    const [other] = await db()
      .insert(printers)
      .values({ companyId: pizza?.id ?? 0, label: 'Four', mac: '00:11:62:99:99:99', cloudPrintEnabled: true })
      .returning();
    const stranger = createCloudPrntPrinter(api.url, { mac: other?.mac ?? '', secret: other?.secret ?? '' });
    expect((await stranger.poll()).answer).toMatchObject({ jobReady: false });
    const jobs = await jobsOf(cart.id);
    for (const job of jobs) {
      expect((await stranger.fetchJob(String(job.id))).status).toBe(404);
      expect((await stranger.confirm(String(job.id), '200 OK')).status).toBe(200);
    }
    expect(await jobsOf(cart.id)).toEqual(jobs);
    expect((await readCart(cart.id))?.printedAt).toBeNull();
  });

  it('shows a paper-out on the printer, keeps the job for the next poll, and gives it up after repeated failures', async () => {
    const cart = await autoPrinted();
    const [paperOut] = await kitchenPrinter.printAll('410 Paper Empty', 1);
    expect(paperOut).toBeDefined();
    expect((await findPrinter('Cuisine')).status).toBe('410 Paper Empty');
    const job = async () => (await jobsOf(cart.id)).find((row) => row.printerId === kitchen.id);
    expect(await job()).toMatchObject({ status: 'queued', resultCode: '410 Paper Empty' });
    expect((await kitchenPrinter.poll()).answer?.jobToken).toBe(paperOut?.token);
    expect((await findPrinter('Cuisine')).status).toBe('200 OK');

    await kitchenPrinter.printAll('420', MAX_PRINT_ATTEMPTS - 2);
    published.length = 0;
    await kitchenPrinter.printAll('420', 1);
    expect(await job()).toMatchObject({ status: 'failed', resultCode: '420', attempts: MAX_PRINT_ATTEMPTS });
    // The ticket now shows FAILED on the order: the tablets hear of it at once, not at their list's next rebuild.
    expect(published).toContainEqual(expect.objectContaining({ type: 'cart.updated', cartId: cart.id }));
    expect((await kitchenPrinter.poll()).answer?.jobReady).toBe(false);
    expect((await readCart(cart.id))?.printedAt).toBeNull();
  });

  it("tells the tablet where the order's ticket stands: queued, failed on one printer, then printed by a reprint", async () => {
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const stateOf = async (id: number) => {
      const result = await api.graphql('query($id: Int!) { cart(id: $id) { ticketState } }', {
        token,
        variables: { id },
      });
      return (result.body.data?.cart as { ticketState: string } | undefined)?.ticketState;
    };
    const cart = await autoPrinted();
    expect(await stateOf(cart.id)).toBe('QUEUED');
    await counterPrinter.printAll();
    await kitchenPrinter.printAll('420', MAX_PRINT_ATTEMPTS);
    expect(await stateOf(cart.id)).toBe('FAILED');
    const failedTickets = async () => {
      const result = await api.graphql(
        '{ restaurants(first: 50) { edges { node { printerProblems { kind printerLabel displayId } } } } }',
        { token },
      );
      const edges = (
        result.body.data?.restaurants as {
          edges: { node: { printerProblems: { kind: string; printerLabel: string; displayId: string | null }[] } }[];
        }
      ).edges;
      // An earlier test left a ticket of another order failed: only this order's is looked at.
      return edges
        .flatMap((edge) => edge.node.printerProblems)
        .filter((problem) => problem.kind === 'TICKET_FAILED' && problem.displayId === cart.displayId);
    };
    expect(await failedTickets()).toEqual([
      { kind: 'TICKET_FAILED', printerLabel: 'Cuisine', displayId: cart.displayId },
    ]);
    await api.graphql(PRINT, { token, variables: { cart: cart.id } });
    expect(await stateOf(cart.id)).toBe('QUEUED');
    await kitchenPrinter.printAll();
    await counterPrinter.printAll();
    expect(await stateOf(cart.id)).toBe('PRINTED');
    expect(await failedTickets()).toEqual([]);
  });

  it('records each poll: last ping, decoded status, and the client type, version and poll interval it was asked for', async () => {
    const [row] = await db()
      .insert(printers)
      .values({ companyId: kitchen.companyId, label: 'Neuve', mac: '00:11:62:aa:bb:cc', cloudPrintEnabled: true })
      .returning();
    // Typed in capitals with dashes on the printer: still the same MAC address.
    const fresh = createCloudPrntPrinter(api.url, { mac: '00-11-62-AA-BB-CC', secret: row?.secret ?? '' });
    const first = await fresh.poll({ statusCode: '211%20Paper%20Low' });
    expect(first.answer?.clientAction?.map((action) => action.request)).toEqual([
      'ClientType',
      'ClientVersion',
      'GetPollInterval',
    ]);
    const answered = await fresh.poll({
      clientAction: [
        { request: 'ClientType', result: 'Star mC-Print3' },
        { request: 'ClientVersion', result: '5.2.1' },
        { request: 'GetPollInterval', result: '10' },
      ],
    });
    expect(answered.answer).toEqual({ jobReady: false });
    const [recorded] = await db()
      .select()
      .from(printers)
      .where(eq(printers.id, row?.id ?? 0));
    expect(recorded).toMatchObject({
      status: '200 OK',
      clientType: 'Star mC-Print3',
      clientVersion: '5.2.1',
      pollInterval: 10,
    });
    expect(recorded?.lastPing).not.toBeNull();
    expect((await fresh.poll()).answer).toEqual({ jobReady: false });
  });

  it('prints a test page queued for the printer', async () => {
    const [queued] = await db()
      .insert(printJobs)
      .values({ kind: 'test', printerId: kitchen.id })
      .returning({ id: printJobs.id });
    const id = queued?.id ?? 0;
    const [page] = await kitchenPrinter.printAll();
    expect(page?.token).toBe(String(id));
    expect(await pngHeight(page?.content ?? Buffer.alloc(0))).toBeGreaterThan(0);
    const [row] = await db()
      .select()
      .from(printJobs)
      .where(inArray(printJobs.id, [id]));
    expect(row).toMatchObject({ kind: 'test', status: 'printed' });
  });
});
