import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, invoices, type InvoiceRow } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { signInvoiceToken } from './invoice-token';
import { extractPdfText } from './testing/extract-pdf-text';

const WEB_MARKER = '<title>Comptoir test shell</title>';

describe.each(TEST_DRIVERS)('invoice PDF download (%s)', (driver) => {
  let api: TestApi;
  let webDistDir: string;
  const tokens: Record<'company' | 'basic' | 'app' | 'manager', string> = {
    company: '',
    basic: '',
    app: '',
    manager: '',
  };
  let burgerInvoice: InvoiceRow;
  let pizzaInvoice: InvoiceRow;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'comptoir-web-dist-'));
    writeFileSync(
      join(webDistDir, 'index.html'),
      `<!doctype html><html><head>${WEB_MARKER}</head><body></body></html>`,
    );
    api = await startTestApi(driver, { webDistDir });
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    }
    const invoiceOf = async (name: string) => {
      const [row] = await api.database.db
        .select({ invoice: invoices })
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(eq(companies.name, name))
        .limit(1);
      if (!row) throw new Error(`The seed issued no invoice for ${name}`);
      return row.invoice;
    };
    burgerInvoice = await invoiceOf(DEMO_COMPANY_NAMES.burger);
    pizzaInvoice = await invoiceOf(DEMO_COMPANY_NAMES.pizza);
  });
  afterAll(async () => {
    await api?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const pdfPath = (invoice: InvoiceRow) => `/invoices/${invoice.uuid}.pdf`;
  const get = (path: string, token?: string) =>
    fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('sends the invoice as a PDF to a bearer of its company, named after its number', async () => {
    const response = await get(pdfPath(burgerInvoice), tokens.company);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${burgerInvoice.number}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf);
    expect(text).toContain(`N° ${burgerInvoice.number}`);
    expect(text).toContain(DEMO_COMPANY_NAMES.burger);
    expect(text).toContain('SIRET : 84215367800011');
    expect(text).toContain('TVA intracommunautaire : FR16842153678');
    const ttc = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
      .format(burgerInvoice.totalTtc / 100)
      .replace(/\u202f/g, '\u00a0');
    expect(text).toContain(ttc);
  });

  it('sends it to the holder of the signed link from externalUrl, without a header', async () => {
    const result = await api.graphql(`query($id: Int!) { invoice(id: $id) { externalUrl } }`, {
      token: tokens.basic,
      variables: { id: pizzaInvoice.id },
    });
    const url = (result.body.data?.invoice as { externalUrl: string }).externalUrl;
    expect(url).toMatch(new RegExp(`^/invoices/${pizzaInvoice.uuid}\\.pdf\\?token=`));
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(extractPdfText(Buffer.from(await response.arrayBuffer()))).toContain(pizzaInvoice.number);
  });

  it('refuses a forged, expired or borrowed link', async () => {
    const [company] = await api.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, DEMO_ACCOUNTS.company.email));
    if (!company) throw new Error('no company account');
    const holder = { accountId: company.id, tokenVersion: company.tokenVersion };
    const forged = await signInvoiceToken(randomBytes(32), burgerInvoice.uuid, holder);
    const expired = await signInvoiceToken(
      api.config.jwtSecret,
      burgerInvoice.uuid,
      holder,
      new Date(Date.now() - 2 * 3_600_000),
    );
    const otherInvoice = await signInvoiceToken(api.config.jwtSecret, pizzaInvoice.uuid, holder);
    for (const token of [forged, expired, otherInvoice, 'not-a-token']) {
      const response = await get(`${pdfPath(burgerInvoice)}?token=${token}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).not.toBe('application/pdf');
    }
  });

  it("answers 401 without credentials, 403 to a role that reads no invoices, 404 for another company's or a missing one", async () => {
    expect((await get(pdfPath(burgerInvoice))).status).toBe(401);
    expect((await get(pdfPath(burgerInvoice), 'bad-token')).status).toBe(401);
    expect((await get(pdfPath(burgerInvoice), tokens.app)).status).toBe(403);
    expect((await get(pdfPath(burgerInvoice), tokens.basic)).status).toBe(404);
    expect((await get(pdfPath(pizzaInvoice), tokens.manager)).status).toBe(200);
    expect((await get(`/invoices/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.pdf`, tokens.company)).status).toBe(
      404,
    );
    expect((await get('/invoices/not-a-uuid.pdf', tokens.company)).status).toBe(404);
  });

  it('leaves /invoices and its other paths to the web app', async () => {
    for (const path of ['/invoices', '/invoices/', `/invoices?status=PAYER`]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(WEB_MARKER);
    }
  });
});
