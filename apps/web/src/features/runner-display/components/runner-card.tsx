import { Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { RunnerOrder } from '../api/runner-orders';

function clientName(order: RunnerOrder): string {
  // SPEC §2: a dot stands for a missing name.
  return [order.client?.firstName?.trim() || '.', order.client?.lastName?.trim() || '.'].join(' ');
}

export function RunnerCard({ order }: { order: RunnerOrder }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={t('runnerDisplay.cardLabel', { displayId: order.displayId })}
    >
      <Group wrap="nowrap" gap="md">
        <PlatformLogo platform={order.restaurant.platform.name} size={48} />
        <div>
          <Text fw={700} size="xl">
            {clientName(order)}
          </Text>
          <Text fw={900} size="2rem" lh={1.1}>
            #{order.displayId}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
