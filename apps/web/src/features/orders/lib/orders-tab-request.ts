import { useSyncExternalStore } from 'react';
import type { ActiveOrderGroup } from '@comptoir/domain';

let requested: ActiveOrderGroup | null = null;
const listeners = new Set<() => void>();

function setRequested(next: ActiveOrderGroup | null): void {
  requested = next;
  listeners.forEach((listener) => listener());
}

/** The top bar's New badge asks the Orders screen for a tab, whether that screen is already open or opens next. */
export function requestOrdersTab(tab: ActiveOrderGroup): void {
  setRequested(tab);
}

/** The tab asked for, until the Orders screen shows it. */
export function useRequestedOrdersTab(): ActiveOrderGroup | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}

export function clearRequestedOrdersTab(): void {
  setRequested(null);
}
