import { useEffect } from 'react';
import { useActiveOrders } from '../api/active-orders';
import { useOrderEvents } from '../api/order-events';
import { useNewOrderAlert } from '../lib/new-order-alert';
import { unlockSound } from '../lib/new-order-sound';
import { EnableSoundBar } from './enable-sound-bar';

/**
 * The app shell's live orders for a company (docs/orders.md#new-order-alert): the one active-orders feed (push and the
 * 5-second poll) on every screen — the Orders screen and the New badge read the same cache — and the new-order alert.
 */
export function NewOrderFeed() {
  const activeOrders = useActiveOrders();
  useOrderEvents();
  useNewOrderAlert(activeOrders.data?.orders.created);
  useEffect(() => {
    // Asked at once, so a reloaded tablet shows the enable-sound bar before the first order; any tap then unlocks it.
    // On the tap's click, not its press: the bar sits above the screen and goes once the sound plays, and had it gone
    // between press and release, the page would have moved under the finger and the tap missed its button.
    unlockSound();
    const onGesture = () => unlockSound();
    document.addEventListener('click', onGesture, true);
    document.addEventListener('keydown', onGesture, true);
    return () => {
      document.removeEventListener('click', onGesture, true);
      document.removeEventListener('keydown', onGesture, true);
    };
  }, []);
  return <EnableSoundBar />;
}
