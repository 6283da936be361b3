/** Busy mode (docs/orders.md#busy-mode): on while the company's `delayingOrder` instant lies in the future. */
export function isBusy(delayingOrder: string | null | undefined, now: number): boolean {
  if (!delayingOrder) return false;
  const until = Date.parse(delayingOrder);
  return !Number.isNaN(until) && until > now;
}
