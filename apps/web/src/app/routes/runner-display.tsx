import { useOrderEvents } from '../../features/orders/api/order-events';
import { RunnerDisplayPage } from '../../features/runner-display/components/runner-display-page';

/** The runner display is live like /home: the orders feature's push refreshes its query too. */
export function RunnerDisplayRoute() {
  useOrderEvents();
  return <RunnerDisplayPage />;
}
