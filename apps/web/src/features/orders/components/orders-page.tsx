import { useState } from 'react';
import { Alert, Badge, Group, Stack, Switch, Tabs, Title } from '@mantine/core';
import { ACTIVE_ORDER_GROUPS, DEFAULT_CURRENCY, DEFAULT_ORDERS_TAB, type ActiveOrderGroup } from '@comptoir/domain';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { formatDateTime } from '../../../lib/format';
import { getErrorCode } from '../../../lib/graphql-errors';
import { useActiveOrders } from '../api/active-orders';
import { useOrderEvents } from '../api/order-events';
import { useMute } from '../lib/mute';
import { useNewOrderAlert } from '../lib/new-order-alert';
import { OrderDetailModal } from './order-detail-modal';
import { OrderList } from './order-list';

function isGroup(value: string | null): value is ActiveOrderGroup {
  return ACTIVE_ORDER_GROUPS.some((group) => group === value);
}

export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const { viewer } = useConnection();
  const activeOrders = useActiveOrders();
  const [tab, setTab] = useState<ActiveOrderGroup>(DEFAULT_ORDERS_TAB);
  const [openCartId, setOpenCartId] = useState<number | null>(null);
  const [muted, setMuted] = useMute();
  useOrderEvents();

  const answer = activeOrders.data;
  const isCompany = viewer?.typename === 'Company';
  useNewOrderAlert(answer?.orders.created, isCompany);
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const openCart =
    ACTIVE_ORDER_GROUPS.flatMap((group) => answer?.orders[group] ?? []).find((cart) => cart.id === openCartId) ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('orders.title')}</Title>
        {isCompany ? (
          <Switch
            size="lg"
            checked={muted}
            onChange={(event) => setMuted(event.currentTarget.checked)}
            label={t('orders.mute')}
          />
        ) : null}
      </Group>
      {answer?.offline ? (
        <Alert
          color="orange"
          variant="filled"
          icon={<IconWifiOff aria-hidden />}
          title={t('orders.offlineTitle')}
          role="status"
        >
          {t('orders.offlineText', { time: formatDateTime(answer.savedAt, i18n.language) ?? '' })}
        </Alert>
      ) : null}
      {activeOrders.isPending ? <ListSkeleton /> : null}
      {activeOrders.isError && !answer ? (
        <ErrorState
          message={`${t('orders.loadError')} ${t(`errors.${getErrorCode(activeOrders.error)}`)}`}
          onRetry={() => void activeOrders.refetch()}
          retrying={activeOrders.isRefetching}
        />
      ) : null}
      {answer ? (
        <Tabs value={tab} onChange={(value) => isGroup(value) && setTab(value)} keepMounted={false}>
          <Tabs.List grow>
            {ACTIVE_ORDER_GROUPS.map((group) => (
              <Tabs.Tab
                key={group}
                value={group}
                mih={56}
                fz="lg"
                fw={700}
                rightSection={
                  // The count is never cut: a narrow tab list wraps instead of shrinking a badge to an empty dot.
                  <Badge
                    size="lg"
                    circle={answer.orders[group].length < 10}
                    color={group === 'created' ? 'orange.8' : 'dark'}
                    styles={{ label: { overflow: 'visible' } }}
                    aria-hidden
                  >
                    {answer.orders[group].length}
                  </Badge>
                }
                aria-label={t('orders.tabLabel', {
                  tab: t(`orders.tabs.${group}`),
                  number: answer.orders[group].length,
                })}
              >
                {t(`orders.tabs.${group}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ACTIVE_ORDER_GROUPS.map((group) => (
            <Tabs.Panel key={group} value={group} pt="md">
              <OrderList
                carts={answer.orders[group]}
                currency={currency}
                emptyTitle={t(`orders.empty.${group}`)}
                emptyHint={t('orders.emptyHint')}
                onOpen={setOpenCartId}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
      <OrderDetailModal cart={openCart} currency={currency} onClose={() => setOpenCartId(null)} />
    </Stack>
  );
}
