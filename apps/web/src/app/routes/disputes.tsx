import { DEFAULT_CURRENCY } from '@comptoir/domain';
import { DisputesPage } from '../../features/disputes/components/disputes-page';
import { useConnection } from '../../lib/connection';
import { printOrderTicket } from '../print-order-ticket';

function useCurrency(): string {
  return useConnection().viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
}

/** /dispute/order: every dispute of the period, with its status filter and the recovery summary. */
export function DisputesRoute() {
  return <DisputesPage mode="all" currency={useCurrency()} onPrint={printOrderTicket} />;
}

/** /disputable/order: the disputes still to handle. */
export function DisputableOrdersRoute() {
  return <DisputesPage mode="toDispute" currency={useCurrency()} onPrint={printOrderTicket} />;
}
