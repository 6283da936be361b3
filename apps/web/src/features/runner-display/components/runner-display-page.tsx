import { useState } from 'react';
import { Box, Button, Group, Image, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { HOME_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { useRunnerOrders, type RunnerOrder } from '../api/runner-orders';
import { RunnerCard } from './runner-card';
import { errorMessage } from '../../../lib/error-message';

// The product's green heading, in the theme's readable green (docs/accessibility.md#contrast).
const HEADING_GREEN = 'green';

function Column({ title, orders, empty }: { title: string; orders: readonly RunnerOrder[]; empty: string }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      {/* A phone holds the two columns side by side too: the heading shrinks with the screen instead of wrapping. */}
      <Title order={2} c={HEADING_GREEN} ta="center" size="clamp(1.25rem, 5vw, 2.25rem)">
        {title} ({orders.length})
      </Title>
      {orders.length === 0 ? (
        <Text ta="center" c="dimmed" size="lg">
          {empty}
        </Text>
      ) : (
        orders.map((order) => <RunnerCard key={order.id} order={order} />)
      )}
    </Stack>
  );
}

/** The kitchen-pass screen: what is being prepared, and what the runner can take. */
export function RunnerDisplayPage() {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const orders = useRunnerOrders();
  const [rotated, setRotated] = useState(false);
  const company = viewer?.actingAs?.__typename === 'Company' ? viewer.actingAs : null;
  const logo = company?.picture ?? null;
  const companyName = company?.name ?? '';
  const all = orders.data ?? [];

  return (
    <Box p="md" mih="100vh" style={{ transform: rotated ? 'rotate(180deg)' : undefined }}>
      <Group justify="space-between" mb="md">
        <Button component={Link} to={HOME_PATH} variant="default" mih={48} leftSection={<IconArrowLeft aria-hidden />}>
          {t('runnerDisplay.back')}
        </Button>
        {/*
          The logo keeps its proportions (docs/accounts.md#account-page): a wide wordmark is not cropped to a square.
        */}
        {logo ? (
          <Image src={logo} alt={t('runnerDisplay.companyLogo')} h={56} w="auto" maw={200} fit="contain" radius="sm" />
        ) : (
          // No logo uploaded yet: the company's name holds its place, so the screen still says whose counter it is.
          <Text fw={800} size="xl" ta="center">
            {companyName}
          </Text>
        )}
        <Switch
          size="lg"
          checked={rotated}
          onChange={(event) => setRotated(event.currentTarget.checked)}
          label={t('runnerDisplay.rotate')}
        />
      </Group>
      {orders.isPending ? <ListSkeleton /> : null}
      {orders.isError && !orders.data ? (
        <ErrorState
          message={`${t('runnerDisplay.loadError')} ${errorMessage(orders.error, t)}`}
          onRetry={() => void orders.refetch()}
          retrying={orders.isRefetching}
        />
      ) : null}
      {orders.data ? (
        <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'lg' }}>
          <Column
            title={t('runnerDisplay.inProgress')}
            orders={all.filter((order) => order.runnerIsReady !== true)}
            empty={t('runnerDisplay.emptyInProgress')}
          />
          <Column
            title={t('runnerDisplay.ready')}
            orders={all.filter((order) => order.runnerIsReady === true)}
            empty={t('runnerDisplay.emptyReady')}
          />
        </SimpleGrid>
      ) : null}
      <Text ta="center" c="dimmed" mt="xl" component="footer">
        {t('runnerDisplay.poweredBy')}
      </Text>
    </Box>
  );
}
