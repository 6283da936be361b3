import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  printerRestaurants,
  printJobs,
  printers,
  restaurantOpeningHours,
  type RestaurantRow,
} from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { findDemoRestaurants } from '../../testing/demo-restaurants';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';
import { createCloudPrntPrinter } from '@comptoir/platform-sim';

const PRINTER_FIELDS = `id label mac brand online lastPing pollInterval status cloudPrintEnabled width
  restaurants { restaurant { uuid title } nbPrint customTitlePrint showCategory clientTicket }
  connection { url username password }`;
const PRINTERS = `query($company: Int) { printers(company: $company) { ${PRINTER_FIELDS} } }`;
const SAVE = `mutation($input: PrinterInput!) { printer(input: $input) { ${PRINTER_FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deletePrinter(id: $id) }';
const ROTATE = 'mutation($id: Int!) { rotatePrinterSecret(id: $id) { connection { password } } }';
const TEST_PAGE = 'mutation($id: Int!) { printTestPage(printerId: $id) { id status } }';
const PRINT_ORDER = 'mutation($cart: Int!) { cartEvent(cart: $cart, print: true) { id } }';
const RECENT_JOBS =
  '{ printers { id recentJobs { id kind status resultCode createdAt printedAt order { id displayId } } } }';

type PrinterView = {
  id: number;
  label: string;
  mac: string;
  brand: string | null;
  online: boolean;
  restaurants: {
    restaurant: { uuid: string };
    nbPrint: number;
    customTitlePrint: string | null;
    showCategory: boolean;
    clientTicket: boolean;
  }[];
  connection: { url: string; username: string; password: string };
};

const PROBLEMS = '{ restaurants(first: 100) { edges { node { uuid printerProblems { kind printerLabel } } } } }';

const codeOf = (result: GraphQLResponse): unknown => result.body.errors?.[0]?.extensions?.code;
const errorsOf = (result: GraphQLResponse) =>
  result.body.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code }));

describe.each(TEST_DRIVERS)('printers (%s)', (driver) => {
  let api: TestApi;
  const tokens = { burger: '', pizza: '', admin: '', app: '' };
  let burgerRestaurant: RestaurantRow;
  let pizzaRestaurant: RestaurantRow;
  let burgerCompanyId: number;

  beforeAll(async () => {
    api = await startTestApi(driver, { publicUrl: 'https://pos.example.com' });
    tokens.burger = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    tokens.pizza = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    tokens.admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    tokens.app = await api.signIn(DEMO_ACCOUNTS.app.email, DEMO_ACCOUNTS.app.password);
    const demo = await findDemoRestaurants(api.database.db);
    const [first] = demo.burger.values();
    if (!first) throw new Error('No demo burger restaurant');
    burgerRestaurant = first;
    pizzaRestaurant = demo.pizza;
    const [burger] = await api.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    if (!burger) throw new Error('No demo burger company');
    burgerCompanyId = burger.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function printersOf(token: string, company?: number): Promise<PrinterView[]> {
    const result = await api.graphql(PRINTERS, { token, variables: { company } });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.printers as PrinterView[];
  }

  async function addPrinter(token: string, input: Record<string, unknown>): Promise<PrinterView> {
    const result = await api.graphql(SAVE, { token, variables: { input } });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.printer as PrinterView;
  }

  it("lists the company's printers with their settings and the credentials to type into them, and no one else's", async () => {
    const [stored] = await api.database.db.select().from(printers).where(eq(printers.label, 'Cuisine'));
    if (!stored) throw new Error('No demo kitchen printer');
    await api.database.db
      .update(printers)
      .set({ lastPing: new Date(), pollInterval: 5 })
      .where(eq(printers.id, stored.id));

    const listed = await printersOf(tokens.burger);
    const kitchen = listed.find((printer) => printer.id === stored.id);
    expect(kitchen).toMatchObject({
      mac: '00:11:62:1a:2b:3c',
      brand: 'mC-Print',
      online: true,
      connection: { url: 'https://pos.example.com/cloudprnt', username: '00:11:62:1a:2b:3c', password: stored.secret },
    });
    expect(kitchen?.restaurants.length).toBeGreaterThan(0);
    expect(listed.find((printer) => printer.label === 'Bar (ancienne)')?.online).toBe(false);

    expect(await printersOf(tokens.pizza)).toEqual([]);
    expect(await printersOf(tokens.pizza, burgerCompanyId)).toEqual([]);
  });

  it('refuses applications: the printer password is no integrator’s business', async () => {
    expect(codeOf(await api.graphql(PRINTERS, { token: tokens.app }))).toBe('FORBIDDEN');
  });

  it('adds a printer by its MAC in any spelling, stored as the printer reports it, with settings for its own restaurants', async () => {
    const added = await addPrinter(tokens.burger, {
      mac: '00-11-62-AA-BB-01',
      label: '  Pass  ',
      brand: 'TSP100',
      restaurants: [
        { restaurant: burgerRestaurant.uuid.toUpperCase(), nbPrint: 2, customTitlePrint: ' PASS ', showCategory: true },
      ],
    });
    expect(added).toMatchObject({
      mac: '00:11:62:aa:bb:01',
      label: 'Pass',
      brand: 'TSP100',
      online: false,
      restaurants: [
        {
          restaurant: { uuid: burgerRestaurant.uuid },
          nbPrint: 2,
          customTitlePrint: 'PASS',
          showCategory: true,
          clientTicket: false,
        },
      ],
      connection: { username: '00:11:62:aa:bb:01' },
    });
    expect(added.connection.password).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a malformed MAC', { mac: '00:11:62:aa:bb', label: 'Pass' }],
    ['a MAC already added', { mac: '00:11:62:1A:2B:3C', label: 'Again' }],
    ['an unknown model', { mac: '00:11:62:aa:bb:02', label: 'Pass', brand: 'Brother' }],
    ['no label', { mac: '00:11:62:aa:bb:03' }],
    ['a blank label', { mac: '00:11:62:aa:bb:04', label: '   ' }],
    ['too many copies', { mac: '00:11:62:aa:bb:05', label: 'Pass', restaurants: [{ restaurant: '', nbPrint: 11 }] }],
  ])('refuses %s with BAD_USER_INPUT and adds nothing', async (_case, input) => {
    const restaurants =
      'restaurants' in input ? [{ ...input.restaurants[0], restaurant: burgerRestaurant.uuid }] : undefined;
    const before = await api.database.db.select({ id: printers.id }).from(printers);
    const result = await api.graphql(SAVE, {
      token: tokens.burger,
      variables: { input: { ...input, ...(restaurants && { restaurants }) } },
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(await api.database.db.select({ id: printers.id }).from(printers)).toHaveLength(before.length);
  });

  it('adds a MAC once when 20 adds of it arrive at once: the others are told it is already added', async () => {
    const mac = '00:11:62:aa:bb:77';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.graphql(SAVE, { token: tokens.burger, variables: { input: { mac, label: `Burst ${index}` } } }),
      ),
    );
    expect(results.filter((result) => result.body.errors === undefined)).toHaveLength(1);
    expect(
      new Set(
        results.flatMap((result) => errorsOf(result) ?? []).map((error) => `${String(error.code)} ${error.message}`),
      ),
    ).toEqual(new Set(['BAD_USER_INPUT This printer is already added']));
    expect(await api.database.db.select({ id: printers.id }).from(printers).where(eq(printers.mac, mac))).toHaveLength(
      1,
    );
  });

  it("answers another company's printer exactly like a missing one, whatever the operation, and changes nothing", async () => {
    const [kitchen] = await api.database.db.select().from(printers).where(eq(printers.label, 'Cuisine'));
    if (!kitchen) throw new Error('No demo kitchen printer');
    for (const [query, variables] of [
      [SAVE, (id: number) => ({ input: { id, label: 'Taken' } })],
      [DELETE, (id: number) => ({ id })],
      [ROTATE, (id: number) => ({ id })],
      [TEST_PAGE, (id: number) => ({ id })],
    ] as const) {
      const other = await api.graphql(query, { token: tokens.pizza, variables: variables(kitchen.id) });
      const missing = await api.graphql(query, { token: tokens.pizza, variables: variables(987_654) });
      expect(errorsOf(other)).toEqual([{ message: 'Printer not found', code: 'NOT_FOUND' }]);
      expect(errorsOf(missing)).toEqual(errorsOf(other));
    }
    const [after] = await api.database.db.select().from(printers).where(eq(printers.id, kitchen.id));
    expect(after).toEqual(kitchen);
    expect(await api.database.db.select().from(printJobs).where(eq(printJobs.printerId, kitchen.id))).toEqual([]);
  });

  it("refuses to print another company's restaurant: NOT_FOUND, and the printer's settings stay as they were", async () => {
    const added = await addPrinter(tokens.burger, {
      mac: '00:11:62:aa:bb:10',
      label: 'Bar',
      restaurants: [{ restaurant: burgerRestaurant.uuid }],
    });
    const result = await api.graphql(SAVE, {
      token: tokens.burger,
      variables: {
        input: {
          id: added.id,
          restaurants: [{ restaurant: burgerRestaurant.uuid, nbPrint: 3 }, { restaurant: pizzaRestaurant.uuid }],
        },
      },
    });
    expect(codeOf(result)).toBe('NOT_FOUND');
    const settings = await api.database.db
      .select()
      .from(printerRestaurants)
      .where(eq(printerRestaurants.printerId, added.id));
    expect(settings).toMatchObject([{ restaurantId: burgerRestaurant.id, nbPrint: 1 }]);
  });

  it('changes what is given, replaces the per-restaurant settings, and deletes', async () => {
    const added = await addPrinter(tokens.burger, {
      mac: '00:11:62:aa:bb:20',
      label: 'Terrasse',
      restaurants: [{ restaurant: burgerRestaurant.uuid }],
    });
    const changed = await addPrinter(tokens.burger, {
      id: added.id,
      brand: 'Epson',
      cloudPrintEnabled: false,
      width: 384,
      restaurants: [],
    });
    expect(changed).toMatchObject({ label: 'Terrasse', mac: '00:11:62:aa:bb:20', brand: 'Epson', restaurants: [] });

    const deleted = await api.graphql(DELETE, { token: tokens.burger, variables: { id: added.id } });
    expect(deleted.body.data?.deletePrinter).toBe(true);
    expect((await printersOf(tokens.burger)).map((printer) => printer.id)).not.toContain(added.id);
  });

  it('changes the per-restaurant settings alone', async () => {
    const added = await addPrinter(tokens.burger, { mac: '00:11:62:aa:bb:25', label: 'Réglages' });
    const changed = await addPrinter(tokens.burger, {
      id: added.id,
      restaurants: [{ restaurant: burgerRestaurant.uuid, nbPrint: 3, clientTicket: true }],
    });
    expect(changed).toMatchObject({
      label: 'Réglages',
      restaurants: [
        { restaurant: { uuid: burgerRestaurant.uuid }, nbPrint: 3, clientTicket: true, showCategory: false },
      ],
    });
  });

  it('gives the printer a new password; the old one is gone', async () => {
    const added = await addPrinter(tokens.burger, { mac: '00:11:62:aa:bb:30', label: 'Rotation' });
    const rotated = await api.graphql(ROTATE, { token: tokens.burger, variables: { id: added.id } });
    const password = (rotated.body.data?.rotatePrinterSecret as { connection: { password: string } }).connection
      .password;
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    expect(password).not.toBe(added.connection.password);
    const [stored] = await api.database.db
      .select({ secret: printers.secret })
      .from(printers)
      .where(eq(printers.id, added.id));
    expect(stored?.secret).toBe(password);
  });

  it('queues a test page for the printer, with who asked for it in the audit trail', async () => {
    const added = await addPrinter(tokens.burger, { mac: '00:11:62:aa:bb:40', label: 'Test' });
    const result = await api.graphql(TEST_PAGE, { token: tokens.burger, variables: { id: added.id } });
    expect(result.body.data?.printTestPage).toMatchObject({ status: 'queued' });
    const jobs = await api.database.db.select().from(printJobs).where(eq(printJobs.printerId, added.id));
    expect(jobs).toMatchObject([{ kind: 'test', cartId: null, status: 'queued', copies: 1 }]);
    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'printer.test'), eq(auditLog.entityId, String(added.id))));
    expect(audit).toHaveLength(1);
  });

  it('prints at most five test pages per printer in ten minutes, even in a burst, and counts another printer apart', async () => {
    const added = await addPrinter(tokens.burger, { mac: '00:11:62:aa:bb:41', label: 'Burst' });
    const other = await addPrinter(tokens.burger, { mac: '00:11:62:aa:bb:42', label: 'Other' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.graphql(TEST_PAGE, { token: tokens.burger, variables: { id: added.id } })),
    );
    expect(results.filter((result) => result.body.data?.printTestPage).length).toBe(5);
    expect(new Set(results.filter((result) => !result.body.data?.printTestPage).map(codeOf))).toEqual(
      new Set(['TOO_MANY_ATTEMPTS']),
    );
    expect(await api.database.db.select().from(printJobs).where(eq(printJobs.printerId, added.id))).toHaveLength(5);
    expect(
      (await api.graphql(TEST_PAGE, { token: tokens.burger, variables: { id: other.id } })).body.data?.printTestPage,
    ).toMatchObject({ status: 'queued' });
  });

  it("lists the printer's last ten tickets, newest first, with the order printed and the printer's answer", async () => {
    const added = await addPrinter(tokens.burger, {
      mac: '00:11:62:aa:bb:60',
      label: 'Recent',
      restaurants: [{ restaurant: burgerRestaurant.uuid }],
    });
    const printer = createCloudPrntPrinter(api.url, { mac: added.mac, secret: added.connection.password });
    const testPage = await api.graphql(TEST_PAGE, { token: tokens.burger, variables: { id: added.id } });
    expect(testPage.body.errors).toBeUndefined();
    const cart = await aCart(api.database.db, {
      restaurantId: burgerRestaurant.id,
      companyId: burgerRestaurant.companyId,
    });
    const printed = await api.graphql(PRINT_ORDER, { token: tokens.burger, variables: { cart: cart.id } });
    expect(printed.body.errors).toBeUndefined();
    expect(await printer.printAll()).toHaveLength(2);

    type JobView = {
      kind: string;
      status: string;
      resultCode: string | null;
      printedAt: string | null;
      order: { id: number; displayId: string } | null;
    };
    const recentJobsOf = async (id: number): Promise<JobView[]> => {
      const result = await api.graphql(RECENT_JOBS, { token: tokens.burger });
      expect(result.body.errors).toBeUndefined();
      return (
        (result.body.data?.printers as { id: number; recentJobs: JobView[] }[]).find((entry) => entry.id === id)
          ?.recentJobs ?? []
      );
    };
    const jobs = await recentJobsOf(added.id);
    expect(jobs).toMatchObject([
      { kind: 'ORDER', status: 'PRINTED', resultCode: '200 OK', order: { id: cart.id, displayId: cart.displayId } },
      { kind: 'TEST', status: 'PRINTED', resultCode: '200 OK', order: null },
    ]);
    expect(jobs.every((job) => job.printedAt !== null)).toBe(true);

    // Queued straight into the table: ten test pages through the API would pass their limit.
    await api.database.db
      .insert(printJobs)
      .values(Array.from({ length: 10 }, () => ({ kind: 'test' as const, printerId: added.id, copies: 1 })));
    const afterTen = await recentJobsOf(added.id);
    expect(afterTen).toHaveLength(10);
    expect(afterTen.every((job) => job.kind === 'TEST' && job.status === 'QUEUED' && job.printedAt === null)).toBe(
      true,
    );
    await printer.printAll();
  });

  it('lets an administrator add a printer to the company it names, and asks which company otherwise', async () => {
    const unnamed = await api.graphql(SAVE, {
      token: tokens.admin,
      variables: { input: { mac: '00:11:62:aa:bb:50', label: 'Support' } },
    });
    expect(codeOf(unnamed)).toBe('BAD_USER_INPUT');
    const added = await addPrinter(tokens.admin, {
      company: burgerCompanyId,
      mac: '00:11:62:aa:bb:50',
      label: 'Support',
    });
    expect((await printersOf(tokens.burger)).map((printer) => printer.id)).toContain(added.id);
  });

  it('lists printers, their last tickets and restaurants with their printer problems in as many statements whatever the number of printers', async () => {
    const listEverything = () =>
      Promise.all([
        printersOf(tokens.burger),
        api.graphql(PROBLEMS, { token: tokens.burger }),
        api.graphql(RECENT_JOBS, { token: tokens.burger }),
      ]).then(([, problems, recentJobs]) => {
        expect(problems.body.errors).toBeUndefined();
        expect(recentJobs.body.errors).toBeUndefined();
      });
    const before = await captureStatements(api.database, listEverything);
    for (let index = 0; index < 5; index += 1) {
      await addPrinter(tokens.burger, {
        mac: `00:11:62:cc:00:0${index}`,
        label: `Batch ${index}`,
        restaurants: [{ restaurant: burgerRestaurant.uuid }],
      });
    }
    const after = await captureStatements(api.database, listEverything);
    expect(after).toHaveLength(before.length);
  });

  describe('printer problems in the restaurant problems', () => {
    async function problemsOf(token: string, uuid: string) {
      const result = await api.graphql(PROBLEMS, { token });
      expect(result.body.errors).toBeUndefined();
      const edges = (
        result.body.data?.restaurants as {
          edges: { node: { uuid: string; printerProblems: { kind: string; printerLabel: string }[] } }[];
        }
      ).edges;
      // The printers added by the other tests print for this restaurant too: only the two demo ones are looked at.
      return edges
        .find((edge) => edge.node.uuid === uuid)
        ?.node.printerProblems.filter((problem) => ['Cuisine', 'Comptoir'].includes(problem.printerLabel));
    }

    async function setPrinter(label: string, lastPing: Date, status: string) {
      await api.database.db
        .update(printers)
        .set({ lastPing, pollInterval: 5, status, cloudPrintEnabled: true })
        .where(eq(printers.label, label));
    }

    async function openAllWeek(open: boolean) {
      await api.database.db
        .delete(restaurantOpeningHours)
        .where(eq(restaurantOpeningHours.restaurantId, burgerRestaurant.id));
      if (!open) return;
      await api.database.db.insert(restaurantOpeningHours).values(
        [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
          restaurantId: burgerRestaurant.id,
          dayOfWeek,
          startTime: '00:00',
          endTime: '24:00',
        })),
      );
    }

    it('shows paper out and cover open whatever the hour, and a silent printer only while the restaurant is open', async () => {
      const longAgo = new Date(Date.now() - 3_600_000);
      await setPrinter('Cuisine', new Date(), '410 Paper Out');
      await setPrinter('Comptoir', longAgo, '200 OK');
      await openAllWeek(false);
      expect(await problemsOf(tokens.burger, burgerRestaurant.uuid)).toEqual([
        { kind: 'PAPER_OUT', printerLabel: 'Cuisine' },
      ]);

      await openAllWeek(true);
      await setPrinter('Cuisine', new Date(), '420 Cover Open');
      expect(await problemsOf(tokens.burger, burgerRestaurant.uuid)).toEqual(
        expect.arrayContaining([
          { kind: 'COVER_OPEN', printerLabel: 'Cuisine' },
          { kind: 'OFFLINE', printerLabel: 'Comptoir' },
        ]),
      );

      await setPrinter('Cuisine', new Date(), '200 OK');
      await setPrinter('Comptoir', new Date(), '200 OK');
      expect(await problemsOf(tokens.burger, burgerRestaurant.uuid)).toEqual([]);
    });

    it('shows none to an application, which has no access to printers', async () => {
      await setPrinter('Cuisine', new Date(), '410 Paper Out');
      const problems = await problemsOf(tokens.app, burgerRestaurant.uuid);
      expect(problems).toEqual([]);
      await setPrinter('Cuisine', new Date(), '200 OK');
    });
  });
});
