import { DEFAULT_CURRENCY } from '@comptoir/domain';
import { HistoryPage } from '../../features/history/components/history-page';
import { OrderDetailById } from '../../features/orders/components/order-detail-by-id';
import { useConnection } from '../../lib/connection';

export function HistoryRoute() {
  const currency = useConnection().viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  return (
    <HistoryPage
      renderOrderDetail={(cartId, onClose) => <OrderDetailById cartId={cartId} currency={currency} onClose={onClose} />}
    />
  );
}
