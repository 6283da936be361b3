import { useState } from 'react';
import { Box, Button, Group, Image, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { HOME_PATH } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { getErrorCode } from '../../../lib/graphql-errors';
import { useRunnerOrders, type RunnerOrder } from '../api/runner-orders';
import { RunnerCard } from './runner-card';

const HEADING_GREEN = 'green.9';

function Column({ title, orders, empty }: { title: string; orders: readonly RunnerOrder[]; empty: string }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} c={HEADING_GREEN} ta="center" size="2.25rem">
        {title} ({orders.length})
      </Title>
      {orders.length === 0 ? (
        <Text ta="center" c="dark.3" size="lg">
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
  const logo = viewer?.actingAs?.__typename === 'Company' ? viewer.actingAs.picture : null;
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
        ) : null}
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
          message={`${t('runnerDisplay.loadError')} ${t(`errors.${getErrorCode(orders.error)}`)}`}
          onRetry={() => void orders.refetch()}
          retrying={orders.isRefetching}
        />
      ) : null}
      {orders.data ? (
        <SimpleGrid cols={2} spacing="lg">
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
      <Text ta="center" c="dark.3" mt="xl" component="footer">
        {t('runnerDisplay.poweredBy')}
      </Text>
    </Box>
  );
}
