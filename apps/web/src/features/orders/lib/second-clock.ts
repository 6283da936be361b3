import { useSyncExternalStore } from 'react';

// One interval for every countdown on screen: only the components that read the clock re-render each second, not the
// order list around them.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The current time, to the second, shared by every subscriber. */
export function useSecondClock(): number {
  return useSyncExternalStore(subscribe, () => now);
}
