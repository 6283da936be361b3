import { useSyncExternalStore } from 'react';

// docs/offline.md#updates: a new build's worker waits until someone chooses to reload; a tablet is never reloaded by
// itself in the middle of a service.
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/**
 * Registers the precaching worker that the build writes to /sw.js (vite.config.ts). workbox-window is fetched here,
 * after the first paint, rather than with the entry (docs/web.md#fast-first-load).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      offerUpdate(() => {
        // The page reloads once the new worker controls it, so that page and worker come from the same build.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
  } catch (error) {
    console.warn('The service worker was not registered', error);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reload that switches to the waiting build, or null while none is waiting. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate);
}
