import { Stack } from '@mantine/core';
import { PauseBanner } from '../../features/operations/components/pause-banner';
import { useScreenWakeLock } from '../../features/operations/lib/use-screen-wake-lock';
import { OrdersPage } from '../../features/orders/components/orders-page';
import { useSession } from '../../lib/session';

export function HomeRoute() {
  // docs/orders.md#orders-screen: the screen stays on for the orders, except while acting as another account.
  const { switchUser } = useSession();
  useScreenWakeLock(switchUser === null);
  // The pause banner (docs/orders.md#pause) sits above the orders, where the kitchen looks.
  return (
    <Stack gap="md">
      <PauseBanner />
      <OrdersPage />
    </Stack>
  );
}
