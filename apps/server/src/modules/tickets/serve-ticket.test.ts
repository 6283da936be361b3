import { LANGUAGES } from '@comptoir/domain';
import { and, eq, exists, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, cartCustomisations, cartLines, carts, companies, type CartRow } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { loadTicketOrder } from './load-ticket-order';
import { ticketDocumentFor } from './print-ticket';
import { charactersPerLine, renderTicketPng, renderTicketStarPrnt } from './render-ticket';
import { readTicketAmounts } from './testing/read-ticket-amounts';
import { buildTicketDocument } from './ticket-document';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(TEST_DRIVERS)('ticket image endpoint (%s)', (driver) => {
  let api: TestApi;
  let companyToken: string;
  let burgerCart: CartRow;
  let pizzaCart: CartRow;

  // A seeded order with nested customisations, promotions and fees: the ticket has everything to add up.
  async function aSeededCart(company: keyof typeof DEMO_COMPANY_NAMES): Promise<CartRow> {
    const customised = api.database.db
      .select({ id: cartCustomisations.id })
      .from(cartCustomisations)
      .innerJoin(cartLines, eq(cartLines.id, cartCustomisations.cartLineId))
      .where(and(eq(cartLines.cartId, carts.id), gt(cartCustomisations.price, 0)));
    const [row] = await api.database.db
      .select({ cart: carts })
      .from(carts)
      .innerJoin(companies, eq(companies.id, carts.companyId))
      .where(and(eq(companies.name, DEMO_COMPANY_NAMES[company]), exists(customised)))
      .limit(1);
    if (!row) throw new Error(`No seeded order with customisations for ${company}`);
    return row.cart;
  }

  function getTicket(path: string, token?: string): Promise<Response> {
    return fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  beforeAll(async () => {
    api = await startTestApi(driver);
    companyToken = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    burgerCart = await aSeededCart('burger');
    pizzaCart = await aSeededCart('pizza');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves the ticket of an order in scope as a 576 px wide PNG', async () => {
    const response = await getTicket(`/template/fr/1/1/${burgerCart.id}.png`, companyToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 576 });
    expect(metadata.height).toBeGreaterThan(400);
  });

  it('answers 401 without credentials or with a forged token', async () => {
    expect((await getTicket(`/template/fr/0/0/${burgerCart.id}.png`)).status).toBe(401);
    expect((await getTicket(`/template/fr/0/0/${burgerCart.id}.png`, 'not-a-token')).status).toBe(401);
    expect((await getTicket(`/template/fr/0/0/${burgerCart.id}.png?token=forged`)).status).toBe(401);
  });

  it("answers 404 for another company's order, an unknown order and a malformed path, never the ticket", async () => {
    const basicToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    expect((await getTicket(`/template/fr/0/0/${burgerCart.id}.png`, basicToken)).status).toBe(404);
    expect((await getTicket(`/template/fr/0/0/${pizzaCart.id}.png`, companyToken)).status).toBe(404);
    expect((await getTicket('/template/fr/0/0/999999999.png', companyToken)).status).toBe(404);
    const id = burgerCart.id;
    for (const path of [
      '/template/fr/2/0/x.png',
      '/template/fr/2/0/1.png',
      `/template/fr/0/0/${id}.jpg`,
      `/template/de/0/0/${id}.png`,
      `/template/FR/0/0/${id}.png`,
      `/template/0/0/${id}.png`,
    ]) {
      expect((await getTicket(path, companyToken)).status, path).toBe(404);
    }
  });

  it('lets an administrator and a linked application print, as their scope covers the company', async () => {
    const adminToken = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const appToken = await api.signIn(DEMO_ACCOUNTS.app.email, DEMO_ACCOUNTS.app.password);
    expect((await getTicket(`/template/fr/0/0/${pizzaCart.id}.png`, adminToken)).status).toBe(200);
    expect((await getTicket(`/template/fr/0/0/${burgerCart.id}.png`, appToken)).status).toBe(200);
    expect((await getTicket(`/template/fr/0/0/${pizzaCart.id}.png`, appToken)).status).toBe(404);
  });

  it('renders categories only when asked, from the order as stored', async () => {
    const order = await loadTicketOrder(api.database.db, burgerCart.id);
    if (!order) throw new Error('seeded order not found');
    const category = order.lines.find((line) => line.category)?.category;
    if (!category) throw new Error('seeded order has no category');
    const options = { lang: 'fr', showCustomLabels: false } as const;
    expect(buildTicketDocument(order, { ...options, showCategory: true })).toContain(`"${category.toUpperCase()}"`);
    expect(buildTicketDocument(order, { ...options, showCategory: false })).not.toContain(
      `"${category.toUpperCase()}"`,
    );
    const [withCategories, without] = await Promise.all(
      [1, 0].map(async (flag) =>
        Buffer.from(await (await getTicket(`/template/fr/${flag}/0/${burgerCart.id}.png`, companyToken)).arrayBuffer()),
      ),
    );
    expect(withCategories?.equals(without ?? Buffer.alloc(0))).toBe(false);
  });

  it('prints amounts that add up: lines and customisations to the subtotal, the other rows to the total', async () => {
    const order = await loadTicketOrder(api.database.db, burgerCart.id);
    if (!order) throw new Error('seeded order not found');
    const { items, lineTotals, totals } = readTicketAmounts(
      buildTicketDocument(order, { lang: 'fr', showCategory: true, showCustomLabels: true }),
    );
    expect(items.length).toBeGreaterThan(order.lines.length);
    expect(items.reduce((sum, amount) => sum + amount, 0)).toBe(burgerCart.subtotal);
    expect(lineTotals).toHaveLength(order.lines.length);
    expect(lineTotals.reduce((sum, amount) => sum + amount, 0)).toBe(burgerCart.subtotal);
    expect(totals['Sous-total']).toBe(burgerCart.subtotal);
    expect(totals.TOTAL).toBe(burgerCart.total);
    const { TOTAL, ...rest } = totals;
    expect(Object.values(rest).reduce((sum, amount) => sum + amount, 0)).toBe(TOTAL);
  });

  it('serves the ticket in each of the five languages, each in its own words', async () => {
    const tickets = await Promise.all(
      LANGUAGES.map(async (lang) => {
        const response = await getTicket(`/template/${lang}/0/0/${burgerCart.id}.png`, companyToken);
        expect(response.status, lang).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        return Buffer.from(await response.arrayBuffer()).toString('base64');
      }),
    );
    expect(new Set(tickets).size).toBe(LANGUAGES.length);
    expect((await getTicket(`/template/pl/0/0/${burgerCart.id}.png`)).status).toBe(401);
    expect((await getTicket(`/template/pl/0/0/${pizzaCart.id}.png`, companyToken)).status).toBe(404);
  });

  it("gives a printer the ticket in the company's language, its own title and its paper width", async () => {
    const [company] = await api.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, DEMO_ACCOUNTS.company.email));
    if (!company) throw new Error('no company account');
    const options = { showCategory: false, showCustomLabels: true };
    // The seeded company has no language: its tickets stay French, as they always were.
    expect(await ticketDocumentFor(api.database.db, burgerCart.id, options)).toContain('|Sous\\-total |');
    await api.database.db.update(accounts).set({ lang: 'pl' }).where(eq(accounts.id, company.id));
    try {
      const polish = await ticketDocumentFor(api.database.db, burgerCart.id, { ...options, customTitle: 'GRILL' });
      expect(polish).toContain('|^^RAZEM |');
      expect(polish?.split('\n')[0]).toBe('^^^GRILL');
      expect(await ticketDocumentFor(api.database.db, burgerCart.id, { ...options, lang: 'en' })).toContain(
        '|Subtotal |',
      );
      expect(await ticketDocumentFor(api.database.db, burgerCart.id, { ...options, customTitle: null })).not.toContain(
        '^^^GRILL',
      );
    } finally {
      await api.database.db.update(accounts).set({ lang: company.lang }).where(eq(accounts.id, company.id));
    }
    const document = (await ticketDocumentFor(api.database.db, burgerCart.id, options)) ?? '';
    const narrow = await renderTicketPng(document, charactersPerLine(384));
    expect(await sharp(narrow).metadata()).toMatchObject({ format: 'png', width: 384 });
    expect(renderTicketStarPrnt(document, charactersPerLine(576)).includes(burgerCart.displayId, 0, 'latin1')).toBe(
      true,
    );
    expect(await ticketDocumentFor(api.database.db, 999_999_999, options)).toBeNull();
  });

  it('falls back by the company country when its stored language is none of the five: French in France, else English', async () => {
    const db = api.database.db;
    const [company] = await db
      .select({ account: accounts, company: companies })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.accountId))
      .where(eq(accounts.email, DEMO_ACCOUNTS.company.email));
    if (!company?.company.adresse) throw new Error('no company address');
    const options = { showCategory: false, showCustomLabels: false };
    const ticket = () => ticketDocumentFor(db, burgerCart.id, options);
    try {
      await db.update(accounts).set({ lang: 'de' }).where(eq(accounts.id, company.account.id));
      expect(await ticket()).toContain('|Sous\\-total |');
      const abroad = { ...company.company.adresse, country: 'BE' };
      await db.update(companies).set({ adresse: abroad }).where(eq(companies.id, company.company.id));
      expect(await ticket()).toContain('|Subtotal |');
    } finally {
      await db.update(accounts).set({ lang: company.account.lang }).where(eq(accounts.id, company.account.id));
      await db.update(companies).set({ adresse: company.company.adresse }).where(eq(companies.id, company.company.id));
    }
  });
});
