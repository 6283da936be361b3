import { Box, Card, Group, Text } from '@mantine/core';
import { clientDisplayName } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { RunnerOrder } from '../api/runner-orders';

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
      {/*
        On a phone a column is some 180 px wide: the logo goes above the names, and the number shrinks with the
        screen and breaks rather than being cut.
      */}
      <Group wrap="wrap" gap="sm">
        <PlatformLogo platform={order.restaurant.platform.name} size={48} />
        <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
          <Text fw={700} size="xl">
            {clientDisplayName(order.client, 'full', { missing: '.' })}
          </Text>
          <Text fw={900} size="clamp(1.5rem, 6vw, 2rem)" lh={1.1}>
            #{order.displayId}
          </Text>
        </Box>
      </Group>
    </Card>
  );
}
