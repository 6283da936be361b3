import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  carts,
  companies,
  printerRestaurants,
  printers,
  printJobs,
  restaurants,
  type PrinterRow,
} from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { applyAutomaticActions } from '../orders/on-cart-received';
import { aCart } from '../orders/testing/a-cart';
import { EPSON_SDP_PATH } from './epson-sdp-path';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

type Printed = { printJobId: string; commands: Buffer };

/**
 * An Epson printer doing Server Direct Print as its manual describes: it POSTs form fields, answers a Digest
 * challenge with its user name and password, and reports each job's result in a SetResponse.
 */
function createEpsonPrinter(baseUrl: string, credentials: { username: string; secret: string }) {
  let challenge: Record<string, string> | null = null;
  let count = 0;

  function authorization(): Record<string, string> {
    if (!challenge) return {};
    count += 1;
    const nc = count.toString(16).padStart(8, '0');
    const cnonce = randomBytes(8).toString('hex');
    const { realm = '', nonce = '' } = challenge;
    const ha1 = md5(`${credentials.username}:${realm}:${credentials.secret}`);
    const response = md5(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${md5(`POST:${EPSON_SDP_PATH}`)}`);
    const header = `Digest username="${credentials.username}", realm="${realm}", nonce="${nonce}", uri="${EPSON_SDP_PATH}", algorithm=MD5, qop=auth, nc=${nc}, cnonce="${cnonce}", response="${response}"`;
    return { authorization: header };
  }

  async function post(fields: Record<string, string>): Promise<{ status: number; text: string; headers: Headers }> {
    const send = () =>
      fetch(`${baseUrl}${EPSON_SDP_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...authorization() },
        body: new URLSearchParams({ ID: credentials.username, ...fields }).toString(),
      });
    let response = await send();
    if (response.status === 401) {
      await response.text();
      challenge = Object.fromEntries(
        [...(response.headers.get('www-authenticate') ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((match) => [
          match[1],
          match[2],
        ]),
      );
      count = 0;
      response = await send();
    }
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  const getRequest = () => post({ ConnectionType: 'GetRequest' });
  const setResponse = (printJobId: string, success: boolean, code = '') =>
    post({
      ConnectionType: 'SetResponse',
      ResponseFile:
        '<?xml version="1.0" encoding="utf-8"?><PrintResponseInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid>' +
        `<printjobid>${printJobId}</printjobid></Parameter><PrintResponse><response xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print" ` +
        `success="${success}" code="${code}" status="251658262" battery="0"/></PrintResponse></ePOSPrint></PrintResponseInfo>`,
    });

  /** Asks for jobs and prints them (or fails them with `code`) until none is left, at most `limit`. */
  async function printAll(code = '', limit = 20): Promise<Printed[]> {
    const printed: Printed[] = [];
    for (let round = 0; round < limit; round += 1) {
      const { text } = await getRequest();
      if (text === '') return printed;
      const printJobId = /<printjobid>([^<]*)<\/printjobid>/.exec(text)?.[1] ?? '';
      const commands = Buffer.from(/<command>([0-9a-f]*)<\/command>/.exec(text)?.[1] ?? '', 'hex');
      await setResponse(printJobId, code === '', code);
      printed.push({ printJobId, commands });
    }
    return printed;
  }

  return { getRequest, setResponse, printAll, post };
}

describe.each(TEST_DRIVERS)('Epson Server Direct Print at /epson-sdp (%s)', (driver) => {
  let api: TestApi;
  let epson: PrinterRow;
  let printer: ReturnType<typeof createEpsonPrinter>;

  const db = () => api.database.db;
  const jobsOf = (cartId: number) => db().select().from(printJobs).where(eq(printJobs.cartId, cartId));
  const readPrinter = async () => (await db().select().from(printers).where(eq(printers.id, epson.id)))[0];
  const readCart = async (id: number) => (await db().select().from(carts).where(eq(carts.id, id)))[0];
  const autoPrinted = async () => {
    const cart = await aCart(db(), { status: 'CREATED', platform: 'PLATFORM_DELIVEROO' });
    await db().transaction((tx) => applyAutomaticActions(tx, [cart]));
    return cart;
  };
  const signIn = () => api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
  const ticketStateOf = async (id: number) => {
    const result = await api.graphql('query($id: Int!) { cart(id: $id) { ticketState } }', {
      token: await signIn(),
      variables: { id },
    });
    return (result.body.data?.cart as { ticketState: string } | undefined)?.ticketState;
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    const [burger] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    const companyId = burger?.id ?? 0;
    await db().update(companies).set({ autoAccept: false, autoPrintEnabled: true }).where(eq(companies.id, companyId));
    // The Epson printer is the company's only cloud printer, so an order's ticket is printed once it prints it.
    await db().update(printers).set({ cloudPrintEnabled: false }).where(eq(printers.companyId, companyId));
    const [row] = await db()
      .insert(printers)
      .values({ companyId, label: 'Epson', mac: '00:26:ab:12:34:56', brand: 'Epson', cloudPrintEnabled: true })
      .returning();
    if (!row) throw new Error('No Epson printer');
    epson = row;
    const ids = await db().select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.companyId, companyId));
    await db()
      .insert(printerRestaurants)
      .values(ids.map(({ id }) => ({ printerId: epson.id, restaurantId: id })));
    // Typed on the printer in capitals with dashes: still its MAC address.
    printer = createEpsonPrinter(api.url, { username: '00-26-AB-12-34-56', secret: epson.secret });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    await printer.printAll();
  });

  it("prints an auto-printed order's ticket once as ESC/POS in ePOS-Print XML, and then the order shows printed", async () => {
    const cart = await autoPrinted();
    expect(await ticketStateOf(cart.id)).toBe('QUEUED');
    const { status, text, headers } = await printer.getRequest();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/xml; charset=utf-8');
    const [job] = await jobsOf(cart.id);
    expect(job).toMatchObject({ printerId: epson.id, status: 'delivered', attempts: 1 });
    expect(text).toContain(
      `<PrintRequestInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid><timeout>10000</timeout><printjobid>${job?.id}</printjobid></Parameter>`,
    );
    const commands = Buffer.from(
      /<epos-print xmlns="http:\/\/www\.epson-pos\.com\/schemas\/2011\/03\/epos-print"><command>([0-9a-f]+)<\/command>/.exec(
        text,
      )?.[1] ?? '',
      'hex',
    );
    // ESC @ (initialise) opens receiptline's ESC/POS, and the order's number is in it.
    expect(commands.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(commands.toString('latin1')).toContain(cart.displayId);

    expect((await printer.setResponse(String(job?.id), true)).status).toBe(200);
    expect((await jobsOf(cart.id))[0]).toMatchObject({ status: 'printed' });
    const printedAt = (await readCart(cart.id))?.printedAt;
    expect(printedAt).not.toBeNull();
    expect(await ticketStateOf(cart.id)).toBe('PRINTED');
    expect((await readPrinter())?.lastPing).not.toBeNull();

    // A second SetResponse for it, even a failure, changes nothing; nothing is left to print.
    await printer.setResponse(String(job?.id), true);
    await printer.setResponse(String(job?.id), false, 'EPTR_REC_EMPTY');
    expect((await jobsOf(cart.id))[0]).toMatchObject({
      status: 'printed',
      resultCode: job?.resultCode ?? 'OK',
      attempts: 1,
    });
    expect((await readCart(cart.id))?.printedAt).toEqual(printedAt);
    const idle = await printer.getRequest();
    expect(idle).toMatchObject({ status: 200, text: '' });
  });

  it('answers an empty 200 when nothing is queued', async () => {
    const { status, text, headers } = await printer.getRequest();
    expect(status).toBe(200);
    expect(text).toBe('');
    expect(headers.get('content-type')).toBe('text/xml; charset=utf-8');
  });

  it('refuses wrong or missing Digest credentials with 401 and a challenge, and changes nothing', async () => {
    const cart = await autoPrinted();
    const [job] = await jobsOf(cart.id);
    const before = await readPrinter();
    const impostors = [
      createEpsonPrinter(api.url, { username: epson.mac, secret: 'not-the-secret' }),
      createEpsonPrinter(api.url, { username: epson.mac, secret: '' }),
      createEpsonPrinter(api.url, { username: '00:26:ab:99:99:99', secret: epson.secret }),
    ];
    for (const impostor of impostors) {
      expect((await impostor.getRequest()).status).toBe(401);
      expect((await impostor.setResponse(String(job?.id), true)).status).toBe(401);
    }
    const bare = await fetch(`${api.url}${EPSON_SDP_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `ConnectionType=GetRequest&ID=${epson.mac}`,
    });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toMatch(
      /^Digest realm="Comptoir Epson", qop="auth", algorithm=MD5, nonce="[^"]+"$/,
    );
    // A Basic header, even with the right password, is not what this path takes.
    const basic = await fetch(`${api.url}${EPSON_SDP_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${epson.mac}:${epson.secret}`).toString('base64')}`,
      },
      body: 'ConnectionType=GetRequest',
    });
    expect(basic.status).toBe(401);
    expect(await readPrinter()).toEqual(before);
    expect((await jobsOf(cart.id))[0]).toEqual(job);
    expect((await readCart(cart.id))?.printedAt).toBeNull();
  });

  it('takes only nonces it made, and asks for a fresh one once a nonce is over ten minutes old', async () => {
    const signed = (nonce: string) => {
      const ha1 = md5(`${epson.mac}:Comptoir Epson:${epson.secret}`);
      const response = md5(`${ha1}:${nonce}:00000001:abcdef:auth:${md5(`POST:${EPSON_SDP_PATH}`)}`);
      return fetch(`${api.url}${EPSON_SDP_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Digest username="${epson.mac}", realm="Comptoir Epson", nonce="${nonce}", uri="${EPSON_SDP_PATH}", qop=auth, nc=00000001, cnonce="abcdef", response="${response}"`,
        },
        body: 'ConnectionType=GetRequest',
      });
    };
    const nonceAt = (time: number) =>
      `${time}.${createHmac('sha256', api.config.jwtSecret).update(`epson-sdp-nonce:${time}`).digest('base64url')}`;
    expect((await signed(nonceAt(Date.now()))).status).toBe(200);
    const old = await signed(nonceAt(Date.now() - 11 * 60_000));
    expect(old.status).toBe(401);
    expect(old.headers.get('www-authenticate')).toMatch(/, stale=true$/);
    const forged = await signed(`${Date.now()}.${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).not.toMatch(/stale/);
  });

  it("gives another company's printer nothing of this company's, and lets it confirm nothing", async () => {
    const cart = await autoPrinted();
    const [pizza] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    const [other] = await db()
      .insert(printers)
      .values({
        companyId: pizza?.id ?? 0,
        label: 'Four',
        mac: '00:26:ab:77:77:77',
        brand: 'Epson',
        cloudPrintEnabled: true,
      })
      .returning();
    const stranger = createEpsonPrinter(api.url, { username: other?.mac ?? '', secret: other?.secret ?? '' });
    const jobs = await jobsOf(cart.id);
    expect(await stranger.getRequest()).toMatchObject({ status: 200, text: '' });
    for (const job of jobs) expect((await stranger.setResponse(String(job.id), true)).status).toBe(200);
    expect(await jobsOf(cart.id)).toEqual(jobs);
    expect((await readCart(cart.id))?.printedAt).toBeNull();
  });

  it('keeps the job on paper out, shows it in the restaurant problems, and prints it once paper is back', async () => {
    const cart = await autoPrinted();
    const [paperOut] = await printer.printAll('EPTR_REC_EMPTY', 1);
    expect(await jobsOf(cart.id)).toMatchObject([{ status: 'queued', resultCode: 'EPTR_REC_EMPTY', attempts: 1 }]);
    expect((await readPrinter())?.status).toBe('410 EPTR_REC_EMPTY');
    const problems = await api.graphql(
      '{ restaurants(first: 100) { edges { node { id printerProblems { kind printerLabel } } } } }',
      { token: await signIn() },
    );
    const edges = (
      problems.body.data?.restaurants as {
        edges: { node: { id: number; printerProblems: { kind: string; printerLabel: string }[] } }[];
      }
    ).edges;
    const ofCart = edges.find((edge) => Number(edge.node.id) === cart.restaurantId)?.node.printerProblems;
    expect(ofCart).toEqual([{ kind: expect.stringMatching(/paper_?out/i) as unknown, printerLabel: 'Epson' }]);
    expect(await ticketStateOf(cart.id)).toBe('QUEUED');

    const [again] = await printer.printAll();
    expect(again?.printJobId).toBe(paperOut?.printJobId);
    expect(await jobsOf(cart.id)).toMatchObject([{ status: 'printed', attempts: 2 }]);
    expect((await readPrinter())?.status).toBe('OK');
    expect(await ticketStateOf(cart.id)).toBe('PRINTED');
    // One job printed, and only once.
    expect(
      await db()
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.cartId, cart.id), eq(printJobs.status, 'printed'))),
    ).toHaveLength(1);
  });
});
