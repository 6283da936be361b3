import { useState } from 'react';
import { Button, Center, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useRedeliverFailedWebhooks } from '../api/redeliver-failed-webhooks';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useWebhookDeliveries } from '../api/webhook-deliveries';
import { hasDeliveryFilter, readDeliveryFilters, writeDeliveryFilters } from '../lib/delivery-filters';
import { ConsoleCard } from './console-card';
import { DeliveryCards } from './delivery-cards';
import { DeliveryDetailModal } from './delivery-detail-modal';
import { DeliveryFilterBar } from './delivery-filter-bar';
import { DeliveryTable } from './delivery-table';
import { errorMessage } from '../../../lib/error-message';
import { notifyInfo, notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';

/**
 * The deliveries to the application, newest first, refreshed every 10 s; a test event; redelivery of one or all failed.
 */
export function DeliveryLog({ hasWebhookUrl, eventsOn }: { hasWebhookUrl: boolean; eventsOn: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readDeliveryFilters(params);
  const log = useWebhookDeliveries(filters);
  const sendTest = useSendTestWebhook();
  const redeliver = useRedeliverWebhook();
  const redeliverFailed = useRedeliverFailedWebhooks();
  const [openId, setOpenId] = useState<string | null>(null);
  // Below the side menu's desktop width the page column is too narrow for seven columns: cards instead.
  const narrow = useMediaQuery('(max-width: 62em)') === true;
  const redeliveringId = redeliver.isPending ? (redeliver.variables ?? null) : null;
  const pages = log.data?.pages ?? [];
  const deliveries = pages.flatMap((page) => page.edges.map((edge) => edge.node));
  const total = pages[0]?.totalCount ?? 0;
  const failure = sendTest.error ?? redeliver.error ?? redeliverFailed.error;
  // The server posts nothing while events are off: a test then would only fail.
  const testBlocker = !hasWebhookUrl ? t('console.log.needsUrl') : !eventsOn ? t('console.log.needsEvents') : null;

  const test = () =>
    sendTest.mutate(undefined, {
      onSuccess: () => notifySuccess(t('console.log.testSent')),
    });
  const again = (deliveryId: string) =>
    redeliver.mutate(deliveryId, {
      onSuccess: () => notifySuccess(t('console.log.redelivered')),
    });
  const againAll = () =>
    redeliverFailed.mutate(undefined, {
      onSuccess: (count) => (count > 0 ? notifySuccess : notifyInfo)(t('console.log.redeliveredFailed', { count })),
    });

  return (
    <ConsoleCard title={t('console.log.title')}>
      <Text size="sm" c="dimmed">
        {t('console.log.intro')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button
          mih={48}
          leftSection={<IconSend size={18} aria-hidden />}
          loading={sendTest.isPending}
          disabled={testBlocker !== null}
          onClick={test}
        >
          {t('console.log.sendTest')}
        </Button>
        <Button mih={48} variant="light" loading={redeliverFailed.isPending} onClick={againAll}>
          {t('console.log.redeliverFailed')}
        </Button>
      </Group>
      {testBlocker === null ? null : (
        <Text size="sm" c="dimmed">
          {testBlocker}
        </Text>
      )}
      <ActionError error={failure} />
      <DeliveryFilterBar
        value={filters}
        onChange={(next) => setParams(writeDeliveryFilters(next), { replace: true })}
      />
      {log.isPending ? <ListSkeleton rows={4} /> : null}
      {log.isError && !log.data ? (
        <ErrorState
          message={`${t('console.log.loadError')} ${errorMessage(log.error, t)}`}
          onRetry={() => void log.refetch()}
          retrying={log.isRefetching}
        />
      ) : null}
      {log.data && deliveries.length === 0 ? (
        <EmptyState
          title={hasDeliveryFilter(filters) ? t('console.log.emptyFilteredTitle') : t('console.log.emptyTitle')}
          hint={hasDeliveryFilter(filters) ? t('console.log.emptyFilteredHint') : t('console.log.emptyHint')}
        />
      ) : null}
      {deliveries.length > 0 && narrow ? (
        <DeliveryCards deliveries={deliveries} onOpen={setOpenId} onRedeliver={again} redelivering={redeliveringId} />
      ) : null}
      {deliveries.length > 0 && !narrow ? (
        <DeliveryTable deliveries={deliveries} onOpen={setOpenId} onRedeliver={again} redelivering={redeliveringId} />
      ) : null}
      {deliveries.length > 0 ? (
        <Text c="dimmed" ta="center" size="sm">
          {t('console.log.shown', { shown: deliveries.length, count: total })}
        </Text>
      ) : null}
      {log.hasNextPage ? (
        <Center>
          <Button variant="light" mih={48} loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {t('console.log.loadMore')}
          </Button>
        </Center>
      ) : null}
      <DeliveryDetailModal
        delivery={deliveries.find((delivery) => delivery.deliveryId === openId) ?? null}
        onClose={() => setOpenId(null)}
        onRedeliver={again}
        redelivering={redeliver.isPending && redeliver.variables === openId}
      />
    </ConsoleCard>
  );
}
