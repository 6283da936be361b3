import { Group, Text } from '@mantine/core';
import { acceptCountdown, type AcceptUrgency } from '@comptoir/domain';
import { IconAlarm, IconAlertTriangle, IconClockHour4, IconHourglassEmpty, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../api/cart-fields';
import { formatCountdown } from '../../../lib/format-countdown';
import { useSecondClock } from '../lib/second-clock';

// Each level has its own icon and words as well as its colours (docs/orders.md#accept-deadline); every pair of
// colours reads at 4.5:1 or more.
const LOOK: Readonly<Record<AcceptUrgency, { icon: Icon; background: string; color: string }>> = {
  calm: { icon: IconClockHour4, background: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-dark-7)' },
  soon: { icon: IconAlertTriangle, background: 'var(--mantine-color-yellow-3)', color: 'var(--mantine-color-dark-9)' },
  critical: { icon: IconAlarm, background: 'var(--mantine-color-red-9)', color: 'var(--mantine-color-white)' },
  expired: { icon: IconHourglassEmpty, background: 'var(--mantine-color-dark-7)', color: 'var(--mantine-color-white)' },
};

/** Time left before the platform cancels this New order unanswered; nothing when its timeout is none or unknown. */
export function AcceptCountdown({ cart }: { cart: Pick<Cart, 'status' | 'createdAt' | 'restaurant'> }) {
  const { t } = useTranslation();
  const now = useSecondClock();
  const countdown = acceptCountdown(
    { createdAt: cart.createdAt, status: cart.status, timeoutSeconds: cart.restaurant.platform.acceptTimeoutSeconds },
    now,
  );
  if (!countdown) return null;
  const look = LOOK[countdown.urgency];
  const IconOfLevel = look.icon;
  return (
    <Group
      role="timer"
      data-urgency={countdown.urgency}
      gap={6}
      wrap="nowrap"
      px="sm"
      py={4}
      style={{ background: look.background, color: look.color, borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <IconOfLevel size={20} aria-hidden />
      <Text span fw={700} size="sm" c="inherit">
        {t(`acceptDeadline.${countdown.urgency}`, { time: formatCountdown(countdown.secondsLeft) })}
      </Text>
    </Group>
  );
}
