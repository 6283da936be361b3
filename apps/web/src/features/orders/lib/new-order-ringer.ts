import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@comptoir/domain';

/**
 * The new-order alert's state (docs/orders.md#new-order-alert): the New orders, and those of them someone opened. The
 * ringing set is the New orders not yet opened; the alert rings while it is not empty, so an order stops ringing when
 * it is opened, accepted, or leaves New any other way.
 */
export type RingerState = { newIds: readonly number[]; opened: readonly number[] };

export type RingerEvent =
  | { type: 'newOrders'; ids: readonly number[] }
  | { type: 'opened'; id: number }
  | { type: 'openedElsewhere'; ids: readonly number[] };

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

// Enough for a long service's New orders; the oldest are dropped first, and order ids are never reused.
const OPENED_KEPT = 500;

export function nextRingerState(state: RingerState, event: RingerEvent): RingerState {
  if (event.type === 'opened') {
    return state.opened.includes(event.id)
      ? state
      : { ...state, opened: [...state.opened, event.id].slice(-OPENED_KEPT) };
  }
  if (event.type === 'openedElsewhere') {
    const added = event.ids.filter((id) => !state.opened.includes(id));
    return added.length === 0 ? state : { ...state, opened: [...state.opened, ...added].slice(-OPENED_KEPT) };
  }
  // What was opened is kept even when a list arrives without it: the list saved for offline use, shown first after a
  // reload, can be older than the orders opened since, and forgetting them would ring those orders again.
  if (sameIds(event.ids, state.newIds)) return state;
  return { ...state, newIds: event.ids };
}

export function ringingIds(state: RingerState): number[] {
  return state.newIds.filter((id) => !state.opened.includes(id));
}

function readOpened(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.orders) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

// The opened ids live in storage key `orders`, so a reload does not ring again for an order someone already opened.
let state: RingerState = { newIds: [], opened: readOpened() };
const listeners = new Set<() => void>();

function dispatch(event: RingerEvent): void {
  // What another tab of this device opened since counts here too, and is not written over.
  const next = nextRingerState(nextRingerState(state, { type: 'openedElsewhere', ids: readOpened() }), event);
  if (next === state) return;
  // Only an opening is written: a new list alone would store this tab's opened ids over another tab's newer ones.
  if (next.opened !== state.opened) localStorage.setItem(STORAGE_KEYS.orders, JSON.stringify(next.opened));
  state = next;
  listeners.forEach((listener) => listener());
}

/** The New orders as the feed last saw them. */
export function reportNewOrders(ids: readonly number[]): void {
  dispatch({ type: 'newOrders', ids });
}

/** Someone opened the order's detail: it stops ringing. */
export function reportOrderOpened(id: number): void {
  dispatch({ type: 'opened', id });
}

export function useRingerState(): RingerState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
