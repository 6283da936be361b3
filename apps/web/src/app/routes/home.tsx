import { OrdersPage } from '../../features/orders/components/orders-page';

export function HomeRoute() {
  return <OrdersPage />;
}
