import { useEffect } from 'react';
import type { Cart } from '../api/cart-fields';
import { reportNewOrders, ringingIds, useRingerState } from './new-order-ringer';
import { playNewOrderSound, reportIfBlocked } from './new-order-sound';
import { useSoundSettings } from './sound-settings';

// Often enough that a kitchen cannot miss it, far enough apart that the chime (under a second) is no continuous tone.
const RING_EVERY_MS = 4_000;

/**
 * Rings for the New orders nobody has opened yet (docs/orders.md#new-order-alert): at once when one arrives, then
 * every few seconds until each is opened or leaves New, unless the device is muted.
 */
export function useNewOrderAlert(created: readonly Cart[] | undefined): void {
  const { muted, volume } = useSoundSettings();
  const state = useRingerState();
  useEffect(() => {
    if (created) reportNewOrders(created.map((cart) => cart.id));
  }, [created]);

  // Order ids grow: a newer order joining the set restarts the cycle, so it is heard at once rather than at the next
  // beat.
  const newest = Math.max(0, ...ringingIds(state));
  useEffect(() => {
    if (muted || newest === 0) return;
    const ring = () => void playNewOrderSound(volume).catch(reportIfBlocked);
    ring();
    const timer = setInterval(ring, RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [muted, volume, newest]);
}
