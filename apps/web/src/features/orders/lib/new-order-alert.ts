import { useEffect } from 'react';
import { STORAGE_KEYS } from '@comptoir/domain';
import type { Cart } from '../api/cart-fields';
import { isMuted } from './mute';
import { playNewOrderSound } from './new-order-sound';

// Bounded so the list in storage cannot grow for ever on a tablet left on for months.
const SEEN_LIMIT = 500;

function readSeen(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.orders) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Rings once for each new order not seen before (SPEC §4: company users only, unless muted). The seen ids live
 * in storage key `orders`, so a reload does not ring again for the same orders.
 */
export function useNewOrderAlert(created: readonly Cart[] | undefined, isCompany: boolean): void {
  useEffect(() => {
    if (!created) return;
    const seen = readSeen();
    const fresh = created.filter((cart) => !seen.includes(cart.id));
    if (fresh.length === 0) return;
    localStorage.setItem(
      STORAGE_KEYS.orders,
      JSON.stringify([...seen, ...fresh.map((cart) => cart.id)].slice(-SEEN_LIMIT)),
    );
    if (isCompany && !isMuted()) playNewOrderSound();
  }, [created, isCompany]);
}
