import { describe, expect, it } from 'vitest';
import { nextRingerState, ringingIds, type RingerState } from './new-order-ringer';

const empty: RingerState = { newIds: [], opened: [] };

describe('the new-order ringer', () => {
  it('rings for every New order nobody opened', () => {
    const state = nextRingerState(empty, { type: 'newOrders', ids: [1, 2] });
    expect(ringingIds(state)).toEqual([1, 2]);
  });

  it('stops ringing for an order once it is opened, and altogether when none is left', () => {
    let state = nextRingerState(empty, { type: 'newOrders', ids: [1, 2] });
    state = nextRingerState(state, { type: 'opened', id: 1 });
    expect(ringingIds(state)).toEqual([2]);
    state = nextRingerState(state, { type: 'opened', id: 2 });
    expect(ringingIds(state)).toEqual([]);
  });

  it('stops for an order that leaves New (accepted, or cancelled by its platform)', () => {
    let state = nextRingerState(empty, { type: 'newOrders', ids: [1, 2] });
    state = nextRingerState(state, { type: 'newOrders', ids: [2] });
    expect(ringingIds(state)).toEqual([2]);
    state = nextRingerState(state, { type: 'newOrders', ids: [] });
    expect(ringingIds(state)).toEqual([]);
  });

  it('rings for a newcomer while an opened order stays silent', () => {
    let state = nextRingerState(empty, { type: 'newOrders', ids: [1] });
    state = nextRingerState(state, { type: 'opened', id: 1 });
    state = nextRingerState(state, { type: 'newOrders', ids: [1, 3] });
    expect(ringingIds(state)).toEqual([3]);
  });

  it('keeps an opened order silent when an older list without it comes first (the offline copy after a reload)', () => {
    let state = nextRingerState(empty, { type: 'newOrders', ids: [1, 2] });
    state = nextRingerState(state, { type: 'opened', id: 2 });
    state = nextRingerState(state, { type: 'newOrders', ids: [1] });
    state = nextRingerState(state, { type: 'newOrders', ids: [1, 2] });
    expect(ringingIds(state)).toEqual([1]);
    expect(nextRingerState(state, { type: 'newOrders', ids: [1, 2] })).toBe(state);
  });

  it('counts orders another tab of the device opened, once each', () => {
    let state = nextRingerState(empty, { type: 'newOrders', ids: [1, 2, 3] });
    state = nextRingerState(state, { type: 'opened', id: 1 });
    state = nextRingerState(state, { type: 'openedElsewhere', ids: [1, 3] });
    expect(ringingIds(state)).toEqual([2]);
    expect(state.opened).toEqual([1, 3]);
    expect(nextRingerState(state, { type: 'openedElsewhere', ids: [3] })).toBe(state);
  });

  it('keeps the last 500 opened orders', () => {
    let state = empty;
    for (let id = 1; id <= 501; id += 1) state = nextRingerState(state, { type: 'opened', id });
    expect(state.opened).toHaveLength(500);
    expect(state.opened[0]).toBe(2);
  });
});
