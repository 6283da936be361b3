import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, cartImages, companies, invoices, type CartRow, type InvoiceRow } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';

const COMPANY = DEMO_ACCOUNTS.company;

// The links the API hands out for an <img>, a printer or a download, which need no bearer header: each ends with the
// session of the account it was given to.
describe.each(TEST_DRIVERS)('signed links (%s)', (driver) => {
  let api: TestApi;
  let cart: CartRow;
  let invoice: InvoiceRow;

  beforeAll(async () => {
    api = await startTestApi(driver);
    cart = await aCart(api.database.db, { status: 'ACCEPTED' });
    const filePath = `carts/${cart.uuid}-signed-link.png`;
    mkdirSync(dirname(join(api.config.dataDir, 'uploads', filePath)), { recursive: true });
    writeFileSync(join(api.config.dataDir, 'uploads', filePath), 'a photo');
    await api.database.db.insert(cartImages).values({ cartId: cart.id, filePath });
    const [row] = await api.database.db
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger))
      .limit(1);
    if (!row) throw new Error('The seed issued no invoice for Demo Burger Co');
    invoice = row.invoice;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function companyAccount() {
    const [account] = await api.database.db.select().from(accounts).where(eq(accounts.email, COMPANY.email));
    if (!account) throw new Error('no company account');
    return account;
  }

  /** Photo, invoice and export links, as the API gives them to this token's account. */
  async function linksFor(token: string): Promise<Record<'photo' | 'invoice' | 'export', string>> {
    const read = await api.graphql(
      `query($cart: Int!, $invoice: Int!) { cart(id: $cart) { cartImages { filePath } } invoice(id: $invoice) { externalUrl } }`,
      { token, variables: { cart: cart.id, invoice: invoice.id } },
    );
    const exported = await api.graphql(
      'mutation($fromDate: String!, $toDate: String!) { exportCart(fromDate: $fromDate, toDate: $toDate) { url } }',
      { token, variables: { fromDate: '2025-03-10', toDate: '2025-03-16' } },
    );
    expect([read.body.errors, exported.body.errors]).toEqual([undefined, undefined]);
    const data = read.body.data as { cart: { cartImages: { filePath: string }[] }; invoice: { externalUrl: string } };
    return {
      photo: data.cart.cartImages[0]?.filePath ?? '',
      invoice: data.invoice.externalUrl,
      export: (exported.body.data?.exportCart as { url: string }).url,
    };
  }

  async function statusesOf(links: Record<string, string>): Promise<Record<string, number>> {
    const statuses: Record<string, number> = {};
    for (const [kind, link] of Object.entries(links)) {
      const response = await fetch(new URL(link, api.url));
      await response.arrayBuffer();
      statuses[kind] = response.status;
    }
    return statuses;
  }

  const working = { photo: 200, invoice: 200, export: 200 };
  // Each endpoint answers as it does to a forged or expired link.
  const refused = { photo: 404, invoice: 401, export: 403 };

  it('stop working once their account logged out, and new ones given after signing in again work', async () => {
    const token = await api.signIn(COMPANY.email, COMPANY.password);
    const links = await linksFor(token);
    expect(await statusesOf(links)).toEqual(working);

    expect((await api.graphql('mutation { logout }', { token })).body.data).toEqual({ logout: true });

    expect(await statusesOf(links)).toEqual(refused);
    const fresh = await linksFor(await api.signIn(COMPANY.email, COMPANY.password));
    expect(await statusesOf(fresh)).toEqual(working);
  });

  it('stop working while their account is disabled', async () => {
    const links = await linksFor(await api.signIn(COMPANY.email, COMPANY.password));
    const { id } = await companyAccount();
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.id, id));
    try {
      expect(await statusesOf(links)).toEqual(refused);
    } finally {
      await api.database.db.update(accounts).set({ enabled: true }).where(eq(accounts.id, id));
    }
  });
});
