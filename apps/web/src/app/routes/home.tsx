import { useScreenWakeLock } from '../../features/operations/lib/use-screen-wake-lock';
import { OrdersPage } from '../../features/orders/components/orders-page';
import { useSession } from '../../lib/session';

export function HomeRoute() {
  // SPEC §6: the screen stays on for the orders, except while acting as another account.
  const { switchUser } = useSession();
  useScreenWakeLock(switchUser === null);
  return <OrdersPage />;
}
