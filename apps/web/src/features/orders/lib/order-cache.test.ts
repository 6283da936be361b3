import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { aCart } from '../testing/a-cart';
import { readCachedOrders, writeCachedOrders } from './order-cache';

describe('the offline copy of the active orders', () => {
  it('has nothing before a first answer was saved', async () => {
    indexedDB.deleteDatabase('comptoir');
    expect(await readCachedOrders()).toBeNull();
  });

  it('gives back the last answer, each order in its tab and in the server order', async () => {
    await writeCachedOrders({
      created: [aCart({ id: 3, displayId: 'OLD', status: 'CREATED' })],
      accepted: [],
      finished: [],
    });
    const latest = {
      created: [aCart({ id: 9, displayId: 'NEW', status: 'CREATED' })],
      accepted: [aCart({ id: 7, displayId: 'B' }), aCart({ id: 2, displayId: 'A' })],
      finished: [aCart({ id: 5, displayId: 'DONE', status: 'COMPLETED' })],
    };
    await writeCachedOrders(latest, new Date('2026-03-10T11:00:00Z'));
    const cached = await readCachedOrders();
    expect(cached?.savedAt).toBe('2026-03-10T11:00:00.000Z');
    expect(cached?.orders.created.map((cart) => cart.displayId)).toEqual(['NEW']);
    expect(cached?.orders.accepted.map((cart) => cart.displayId)).toEqual(['B', 'A']);
    expect(cached?.orders.finished).toEqual(latest.finished);
  });
});
