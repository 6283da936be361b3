import { resultingRunnerIsReady, resultingStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

/** The detail modal's Ready action. */
export function markReady(deps: OrderDeps, viewer: Viewer, cartId: number) {
  return performOrderAction(deps, viewer, cartId, 'ready', (cart, now) => ({
    changes: {
      status: resultingStatus('ready', cart),
      runnerIsReady: resultingRunnerIsReady('ready', cart) ?? false,
      readyAt: now,
    },
    outbound: { type: 'ready' },
  }));
}
