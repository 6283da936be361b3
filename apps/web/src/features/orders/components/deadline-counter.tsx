import { Button, Tooltip } from '@mantine/core';
import { acceptCountdown, isCloseToCancel } from '@comptoir/domain';
import { IconAlarm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCachedNewOrders } from '../lib/cached-active-orders';
import { useSecondClock } from '../lib/second-clock';

/**
 * Top-bar counter (docs/orders.md#accept-deadline): how many New orders their platform will soon cancel unanswered,
 * on every screen, linking to the orders. Hidden while there are none.
 */
export function DeadlineCounter() {
  const { t } = useTranslation();
  const now = useSecondClock();
  const count = useCachedNewOrders().filter((cart) =>
    isCloseToCancel(
      acceptCountdown(
        {
          createdAt: cart.createdAt,
          status: cart.status,
          timeoutSeconds: cart.restaurant.platform.acceptTimeoutSeconds,
        },
        now,
      ),
    ),
  ).length;
  if (count === 0) return null;
  const label = t('acceptDeadline.counter', { count });
  return (
    <Tooltip label={label}>
      <Button
        component={Link}
        to="/home"
        aria-label={label}
        color="red.9"
        size="compact-md"
        // A 48 px target, as the New orders button beside it (docs/accessibility.md#touch-targets).
        mih={48}
        px="xs"
        leftSection={<IconAlarm size={20} aria-hidden />}
      >
        {count}
      </Button>
    </Tooltip>
  );
}
