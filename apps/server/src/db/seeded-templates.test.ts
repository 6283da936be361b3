import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, carts } from './schema';
import { describesToday } from './seeded-templates';
import { openTestDatabase, TEST_DRIVERS } from './testing';

describe('the run’s seeded copy', () => {
  it('is used within the hour, on the same day in Paris', () => {
    const seededAt = new Date('2026-11-27T10:00:00Z');
    expect(describesToday(seededAt, new Date('2026-11-27T10:59:00Z'))).toBe(true);
    expect(describesToday(seededAt, new Date('2026-11-27T11:00:00Z'))).toBe(false);
  });

  it('is not used once midnight has passed in Paris, even a minute later', () => {
    // 23:59:30 and 00:00:30 in Paris (UTC+1 in November).
    expect(describesToday(new Date('2026-11-27T22:59:30Z'), new Date('2026-11-27T23:00:30Z'))).toBe(false);
  });

  it.each(TEST_DRIVERS)(
    'gives each %s database its own copy of the demo, with its summary and photos',
    async (driver) => {
      const first = await openTestDatabase(driver, { seed: 'minimal' });
      const second = await openTestDatabase(driver, { seed: 'minimal' });
      try {
        await first.db.delete(carts);
        const [cartsLeft] = await second.db.select({ value: count() }).from(carts);
        const [demoAccounts] = await second.db.select({ value: count() }).from(accounts);
        expect(Number(cartsLeft?.value)).toBe(second.seedSummary?.carts);
        expect(Number(demoAccounts?.value)).toBe(second.seedSummary?.accounts);
        expect(second.seedSummary?.cartImages).toBeGreaterThan(0);
        expect(readdirSync(join(second.uploadsDir, 'carts'))).toHaveLength(second.seedSummary?.cartImages ?? 0);
      } finally {
        await first.dispose();
        await second.dispose();
      }
    },
  );
});
