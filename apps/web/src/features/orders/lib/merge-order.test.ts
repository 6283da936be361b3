import { describe, expect, it } from 'vitest';
import { aCart } from '../testing/a-cart';
import { mergeOrder } from './merge-order';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 2, 10, 12, 0) - minutesAgo * 60_000).toISOString();

// As the server lists them: newest first, the higher id first among orders of the same instant.
const listed = {
  created: [
    aCart({ id: 9, status: 'CREATED', createdAt: at(1) }),
    aCart({ id: 4, status: 'CREATED', createdAt: at(8) }),
  ],
  accepted: [
    aCart({ id: 8, createdAt: at(2) }),
    aCart({ id: 7, createdAt: at(5) }),
    aCart({ id: 6, createdAt: at(5) }),
    aCart({ id: 3, createdAt: at(9) }),
  ],
  finished: [aCart({ id: 5, status: 'COMPLETED', createdAt: at(6) })],
};

const ids = (groups: typeof listed) =>
  Object.fromEntries(Object.entries(groups).map(([tab, carts]) => [tab, carts.map((cart) => cart.id)]));

describe('mergeOrder', () => {
  it('puts every order back where the server lists it', () => {
    for (const cart of Object.values(listed).flat()) {
      const without = mergeOrder(listed, cart.id, null);
      expect(Object.values(without).flat()).not.toContainEqual(cart);
      expect(mergeOrder(without, cart.id, cart)).toEqual(listed);
    }
  });

  it('moves a changed order to the tab of its new status, a photo to the finished one', () => {
    const accepted = mergeOrder(listed, 4, { ...listed.created[1]!, status: 'ACCEPTED' });
    expect(ids(accepted)).toEqual({ created: [9], accepted: [8, 7, 6, 4, 3], finished: [5] });
    const photographed = mergeOrder(listed, 8, { ...listed.accepted[0]!, hasImage: true });
    expect(ids(photographed)).toEqual({ created: [9, 4], accepted: [7, 6, 3], finished: [8, 5] });
  });

  it('keeps the tabs the change does not touch as they were', () => {
    const merged = mergeOrder(listed, 7, { ...listed.accepted[1]!, runnerIsReady: true });
    expect(merged.created).toBe(listed.created);
    expect(merged.finished).toBe(listed.finished);
    expect(merged.accepted[1]?.runnerIsReady).toBe(true);
  });
});
