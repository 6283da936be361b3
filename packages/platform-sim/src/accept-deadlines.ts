import { acceptTimeoutSeconds, cancelsUnanswered, type ConfiguredAcceptTimeouts } from '@comptoir/domain';
import type { SimOrder } from './sim-order';

type AcceptDeadlines = {
  /** Starts the order's clock: left in its first state past the timeout, the platform cancels it. */
  watch(order: SimOrder, timeoutSeconds?: number): void;
  stop(): void;
};

/**
 * The platforms cancel an order nobody accepted or refused in time (docs/orders.md#accept-deadline). `scale`
 * multiplies their timeouts (1 as the platforms do; tests and demos shorten them); 0 turns the clock off. A platform
 * whose timeout is unknown (Just Eat, Glovo) cancels only once `configured` gives it one, or an order its own.
 */
export function createAcceptDeadlines(options: {
  scale: number;
  configured?: ConfiguredAcceptTimeouts;
  cancel(order: SimOrder): void;
}): AcceptDeadlines {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    watch(order, timeoutSeconds) {
      // Scheduled orders are accepted to a later deadline; the timeouts are the ASAP orders'.
      if (!cancelsUnanswered(order.platform) || order.draft.scheduledFor) return;
      const platformTimeout = acceptTimeoutSeconds(order.platform, options.configured);
      const seconds = timeoutSeconds ?? (platformTimeout === null ? 0 : platformTimeout * options.scale);
      if (seconds <= 0) return;
      // Any answer (accept, deny, a later status) moves the order off the state it arrived in.
      const unanswered = order.state;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (order.state === unanswered) options.cancel(order);
      }, seconds * 1_000);
      timer.unref();
      timers.add(timer);
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
