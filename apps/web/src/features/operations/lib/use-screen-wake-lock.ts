import { useEffect } from 'react';

type WakeLockSentinelLike = { release: () => Promise<void> };
type NavigatorWithWakeLock = Navigator & { wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> } };

/**
 * Keeps the tablet screen on while the orders screen is open (docs/product.md#background). Browsers drop the lock when
 * the page is hidden, so it is asked again each time the page becomes visible.
 */
export function useScreenWakeLock(enabled: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as NavigatorWithWakeLock).wakeLock;
    if (!enabled || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;

    async function acquire() {
      if (document.visibilityState !== 'visible' || !wakeLock) return;
      try {
        const next = await wakeLock.request('screen');
        if (stopped) void next.release();
        else sentinel = next;
      } catch (error) {
        console.warn('Screen wake lock refused', error);
      }
    }

    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release();
    };
  }, [enabled]);
}
