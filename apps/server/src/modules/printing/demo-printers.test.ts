import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, companies, printers, printJobs } from '../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { applyAutomaticActions } from '../orders/on-cart-received';
import { aCart } from '../orders/testing/a-cart';
import { startDemoPrinters, type DemoPrinters } from './demo-printers';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DRIVERS)('the demo printers (%s)', (driver) => {
  let api: TestApi;
  let demo: DemoPrinters;
  const db = () => api.database.db;

  beforeAll(async () => {
    api = await startTestApi(driver);
    await db().update(companies).set({ autoPrintEnabled: true }).where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    // A printer the company added itself, cloud printing on: no demo printer may answer for it.
    const [own] = await db().select({ companyId: printers.companyId }).from(printers).limit(1);
    await db()
      .insert(printers)
      .values({
        companyId: own?.companyId ?? 0,
        label: 'Own printer',
        mac: '00:11:62:00:00:01',
        cloudPrintEnabled: true,
      });
    // Another company's printer with a seeded MAC address (unique only within a company): not a demo printer either.
    const [pizza] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    await db()
      .insert(printers)
      .values({ companyId: pizza?.id ?? 0, label: 'Same MAC', mac: '00:11:62:1a:2b:3c', cloudPrintEnabled: true });
    demo = await startDemoPrinters(db(), api.url, 100);
  }, 60_000);
  afterAll(async () => {
    demo?.stop();
    await api?.close();
  });

  it('prints an auto-printed order on both seeded CloudPRNT printers, through /cloudprnt, and the order shows printed', async () => {
    expect(demo.printers.map((printer) => printer.mac).sort()).toEqual(['00:11:62:1a:2b:3c', '00:11:62:4d:5e:6f']);
    const cart = await aCart(db(), { status: 'CREATED', platform: 'PLATFORM_UBER_EAT' });
    await db().transaction((tx) => applyAutomaticActions(tx, [cart]));
    let jobs = await db().select().from(printJobs).where(eq(printJobs.cartId, cart.id));
    for (
      let round = 0;
      round < 100 && !(jobs.length === 2 && jobs.every((job) => job.status === 'printed'));
      round += 1
    ) {
      await pause(100);
      jobs = await db().select().from(printJobs).where(eq(printJobs.cartId, cart.id));
    }
    expect(jobs.map((job) => job.status)).toEqual(['printed', 'printed']);
    const [after] = await db().select().from(carts).where(eq(carts.id, cart.id));
    expect(after?.printedAt).not.toBeNull();
    for (const printer of demo.printers) {
      const ticket = printer.printed().find((printed) => jobs.some((job) => String(job.id) === printed.token));
      expect(ticket?.type).toBe('image/png');
      expect((await sharp(ticket?.content).metadata()).width).toBe(576);
    }
  });

  it('never answers for a printer a user added, even with a seeded MAC address', async () => {
    const added = await db()
      .select()
      .from(printers)
      .where(inArray(printers.label, ['Own printer', 'Same MAC']));
    expect(added.map((printer) => printer.lastPing)).toEqual([null, null]);
  });
});
