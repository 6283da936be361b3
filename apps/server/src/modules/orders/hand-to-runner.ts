import { resultingRunnerIsReady, resultingStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

/** Run, and the card's Ready button: the order goes to the runner display, READY_FOR_PICKUP. */
export function handToRunner(deps: OrderDeps, viewer: Viewer, cartId: number) {
  return performOrderAction(deps, viewer, cartId, 'run', (cart, now) => {
    const alreadyReady = cart.status === 'READY_FOR_PICKUP';
    return {
      changes: {
        status: resultingStatus('run', cart),
        runnerIsReady: resultingRunnerIsReady('run', cart) ?? false,
        readyAt: cart.readyAt ?? now,
      },
      // The platform already knows an order that was ready; only the runner display changes.
      outbound: alreadyReady ? null : { type: 'ready' },
    };
  });
}
