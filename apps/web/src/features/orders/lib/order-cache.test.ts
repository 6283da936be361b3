import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { aCart } from '../testing/a-cart';
import { deleteOfflineDatabase } from '../../../lib/offline-database';
import { readCachedOrders, writeCachedOrders } from './order-cache';

const KITCHEN = 'company@demo.comptoir.test';

describe('the offline copy of the active orders', () => {
  it('has nothing before a first answer was saved', async () => {
    indexedDB.deleteDatabase('comptoir');
    expect(await readCachedOrders(KITCHEN)).toBeNull();
  });

  it('gives back the last answer, each order in its tab and in the server order', async () => {
    await writeCachedOrders(KITCHEN, {
      created: [aCart({ id: 3, displayId: 'OLD', status: 'CREATED' })],
      accepted: [],
      finished: [],
    });
    const latest = {
      created: [aCart({ id: 9, displayId: 'NEW', status: 'CREATED' })],
      accepted: [aCart({ id: 7, displayId: 'B' }), aCart({ id: 2, displayId: 'A' })],
      finished: [aCart({ id: 5, displayId: 'DONE', status: 'COMPLETED' })],
    };
    await writeCachedOrders(KITCHEN, latest, new Date('2026-03-10T11:00:00Z'));
    const cached = await readCachedOrders(KITCHEN);
    expect(cached?.savedAt).toBe('2026-03-10T11:00:00.000Z');
    expect(cached?.orders.created.map((cart) => cart.displayId)).toEqual(['NEW']);
    expect(cached?.orders.accepted.map((cart) => cart.displayId)).toEqual(['B', 'A']);
    expect(cached?.orders.finished).toEqual(latest.finished);
  });

  it('is never shown to another account signed in on the same tablet', async () => {
    const orders = { created: [aCart({ id: 4, displayId: 'MINE' })], accepted: [], finished: [] };
    await writeCachedOrders(KITCHEN, orders);
    expect(await readCachedOrders('other@demo.comptoir.test')).toBeNull();
    expect((await readCachedOrders(KITCHEN))?.orders.created.map((cart) => cart.displayId)).toEqual(['MINE']);
  });

  it('is gone after a sign-out deleted the offline database', async () => {
    await writeCachedOrders(KITCHEN, { created: [aCart({ id: 4 })], accepted: [], finished: [] });
    deleteOfflineDatabase();
    expect(await readCachedOrders(KITCHEN)).toBeNull();
  });
});
