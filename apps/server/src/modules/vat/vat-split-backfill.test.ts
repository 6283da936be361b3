import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartVatSplits } from '../../db/schema';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aVatOrder } from './testing/a-vat-order';

// The migration that created cart_vat_splits filled it for the orders already stored with the statement the VAT
// report used to run on the fly. Orders written since get splitOrderVat's split: both must agree to the cent, or the
// report's past figures would move (docs/money.md#one-vat-split-per-order).
const MIGRATION = fileURLToPath(new URL('../../../drizzle/0024_cart_vat_splits.sql', import.meta.url));
const BACKFILL = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('INSERT INTO "cart_vat_splits"'));

const lineArbitrary = fc.record({
  price: fc.integer({ min: 0, max: 3_000 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  vatPercent: fc.constantFrom(0, 5.5, 10, 20),
  customisations: fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 2 }),
});
const orderArbitrary = fc.record({
  lines: fc.array(lineArbitrary, { maxLength: 4 }),
  promo: fc.integer({ min: 0, max: 2_000 }),
  deliveryPrice: fc.integer({ min: 0, max: 500 }),
  tips: fc.integer({ min: 0, max: 300 }),
  // An order whose platform sent totals without lines.
  unitemisedSubtotal: fc.integer({ min: 0, max: 5_000 }),
});

describe.each(TEST_DRIVERS)('the VAT split backfill (%s)', (driver) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives every stored order the split intake and the seed write', async () => {
    expect(BACKFILL).toBeDefined();
    const db = api.database.db;
    const orders = fc.sample(orderArbitrary, { numRuns: 60, seed: 22 });
    for (const order of orders) {
      const { unitemisedSubtotal, lines, ...amounts } = order;
      await aVatOrder(db, { ...amounts, lines, ...(lines.length === 0 ? { subtotal: unitemisedSubtotal } : {}) });
    }
    const read = () => db.select().from(cartVatSplits).orderBy(asc(cartVatSplits.cartId), asc(cartVatSplits.rate));
    const written = await read();
    expect(written.length).toBeGreaterThan(orders.length);
    await db.delete(cartVatSplits);
    await db.execute(sql.raw(BACKFILL ?? ''));
    expect(await read()).toEqual(written);
  });
});
