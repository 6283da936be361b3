import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { aPng, type UploadedFile } from '../menu-maker/testing/item-image-upload';
import { aCameraJpeg, HTML, MARKS } from '../uploads/testing/image-files';
import { logoUrl } from '../companies/logo-url';
import { sendLogo, UPDATE_LOGO } from './testing/logo-upload';

describe.each(TEST_DRIVERS)('the company logo (%s)', (driver) => {
  let api: TestApi;
  let company: string;
  let otherCompany: string;
  let admin: string;
  const ids = { burger: 0, pizza: 0 };

  beforeAll(async () => {
    api = await startTestApi(driver);
    const signIn = (key: keyof typeof DEMO_ACCOUNTS) =>
      api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    [company, otherCompany, admin] = [await signIn('company'), await signIn('basic'), await signIn('admin')];
    for (const key of ['burger', 'pizza'] as const) {
      const [row] = await api.database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.name, DEMO_COMPANY_NAMES[key]));
      ids[key] = row?.id ?? 0;
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  const logosDir = () => join(api.config.dataDir, 'uploads', 'logos');
  const storedLogos = () => (existsSync(logosDir()) ? readdirSync(logosDir()) : []);
  const pictureOf = (result: GraphQLResponse) =>
    (result.body.data?.updateCompanyPicture as { picture: string | null } | null)?.picture ?? null;
  const get = (path: string, token?: string) =>
    fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('stores the logo as a clean JPEG of at most 512 px, shown only to the accounts whose scope covers the company', async () => {
    const photo = await aCameraJpeg(1600, 1200);
    const result = await sendLogo(
      api.graphqlUrl,
      UPDATE_LOGO,
      ids.burger,
      { bytes: new Uint8Array(photo), name: 'logo.jpg', type: 'image/jpeg' },
      { token: company },
    );
    const picture = pictureOf(result);
    expect(picture).toMatch(new RegExp(`^/uploads/logos/${ids.burger}-[0-9a-f-]{36}\\.jpg\\?token=`));

    const served = await get(picture ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 384, height: 512 });
    for (const mark of Object.values(MARKS)) expect(bytes.toString('latin1')).not.toContain(mark);

    const path = (picture ?? '').split('?')[0] ?? '';
    expect((await get(path, company)).status).toBe(200);
    expect((await get(path, otherCompany)).status).toBe(404);
    expect((await get(path)).status).toBe(404);
  });

  it('gives the same link for half an hour, so the browser keeps the logo it has', async () => {
    const holder = { accountId: 1, tokenVersion: 0 };
    const at = (time: string) => logoUrl(api.config.jwtSecret, 'logos/1-a.jpg', holder, new Date(time));
    expect(await at('2026-11-25T10:31:00Z')).toBe(await at('2026-11-25T10:59:59Z'));
    expect(await at('2026-11-25T10:29:59Z')).not.toBe(await at('2026-11-25T10:30:00Z'));
  });

  it('replaces the previous logo, whose file goes', async () => {
    const before = storedLogos().filter((name) => name.startsWith(`${ids.burger}-`));
    expect(before).toHaveLength(1);
    const result = await sendLogo(api.graphqlUrl, UPDATE_LOGO, ids.burger, await aPng(64, 32), { token: company });
    expect(result.body.errors).toBeUndefined();
    const after = storedLogos().filter((name) => name.startsWith(`${ids.burger}-`));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('refuses a hostile file through the image pipeline and keeps the logo it had', async () => {
    const [before] = await api.database.db
      .select({ picture: companies.picture })
      .from(companies)
      .where(eq(companies.id, ids.burger));
    const page: UploadedFile = { bytes: new TextEncoder().encode(HTML), name: 'logo.png', type: 'image/png' };
    const result = await sendLogo(api.graphqlUrl, UPDATE_LOGO, ids.burger, page, { token: company });
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'IMAGE_TYPE' });
    const [after] = await api.database.db
      .select({ picture: companies.picture })
      .from(companies)
      .where(eq(companies.id, ids.burger));
    expect(after).toEqual(before);
  });

  it('answers another company’s id like a missing one, storing nothing', async () => {
    const stored = storedLogos();
    const answers = await Promise.all(
      [ids.burger, 999_999].map(
        async (id) => (await sendLogo(api.graphqlUrl, UPDATE_LOGO, id, await aPng(), { token: otherCompany })).body,
      ),
    );
    expect(answers[0]).toMatchObject({ data: null, errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect(answers[1]).toEqual(answers[0]);
    expect(storedLogos()).toEqual(stored);
  });

  it('lets an administrator acting as the company change it, and prints it on the company’s invoices', async () => {
    const result = await sendLogo(api.graphqlUrl, UPDATE_LOGO, ids.pizza, await aPng(), {
      token: admin,
      switchUser: DEMO_ACCOUNTS.basic.email,
    });
    expect(pictureOf(result)).toMatch(/^\/uploads\/logos\//);
    const [invoice] = await api.database.db
      .select({ uuid: invoices.uuid })
      .from(invoices)
      .where(eq(invoices.companyId, ids.pizza))
      .limit(1);
    if (!invoice) throw new Error('The seed has no invoice of Corner Pizza');
    const pdf = Buffer.from(await (await get(`/invoices/${invoice.uuid}.pdf`, otherCompany)).arrayBuffer());
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});
