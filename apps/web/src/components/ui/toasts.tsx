import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

// The toasts (their store, container, transitions and swipe to dismiss) download with the first toast, not with every
// page: most first loads show none (docs/web.md#fast-first-load). Nothing imports @mantine/notifications statically,
// or the bundler would put all of it in the entry.
const loadToasts = () => import('@mantine/notifications');

const Notifications = lazy(() => loadToasts().then((module) => ({ default: module.Notifications })));

let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast; its container mounts with the first one (notify.ts words them). */
export function showToast(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToasts().then(({ notifications }) => notifications.show(data));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the toasts appear, once there is one (the app's providers render it). */
export function Toasts() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
