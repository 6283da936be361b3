import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Badge, Group, Stack, Switch, Tabs, Title } from '@mantine/core';
import { ACTIVE_ORDER_GROUPS, DEFAULT_CURRENCY, DEFAULT_ORDERS_TAB, type ActiveOrderGroup } from '@comptoir/domain';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { useEverTrue } from '../../../lib/use-ever-true';
import { formatDateTime } from '../../../lib/format';
import { useActiveOrders } from '../api/active-orders';
import { useOrderEvents } from '../api/order-events';
import { hearsNewOrders } from '../lib/order-alert-audience';
import { clearRequestedOrdersTab, useRequestedOrdersTab } from '../lib/orders-tab-request';
import { saveSoundSettings, useSoundSettings } from '../lib/sound-settings';
import { AlertVolume } from './alert-volume';
import { OrderList } from './order-list';
import { errorMessage } from '../../../lib/error-message';

// The order's dialog downloads when an order is first opened: the cards show without it (docs/web.md#fast-first-load).
const OrderDetailModal = lazy(() =>
  import('./order-detail-modal').then((module) => ({ default: module.OrderDetailModal })),
);

function isGroup(value: string | null): value is ActiveOrderGroup {
  return ACTIVE_ORDER_GROUPS.some((group) => group === value);
}

export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const { viewer } = useConnection();
  // A company's feed and alert run in the app shell on every screen (docs/orders.md#new-order-alert): this screen reads
  // the same cache then, and polls and listens itself only for the accounts that have no alert.
  const hearsAlert = hearsNewOrders(viewer);
  const activeOrders = useActiveOrders({ poll: !hearsAlert });
  useOrderEvents(!hearsAlert);
  // The top bar's New badge asks for the New tab until another tab is chosen or the screen is left.
  const [chosenTab, setChosenTab] = useState<ActiveOrderGroup>(DEFAULT_ORDERS_TAB);
  const tab = useRequestedOrdersTab() ?? chosenTab;
  useEffect(() => clearRequestedOrdersTab, []);
  function setTab(next: ActiveOrderGroup) {
    setChosenTab(next);
    clearRequestedOrdersTab();
  }
  const [openCartId, setOpenCartId] = useState<number | null>(null);
  const { muted } = useSoundSettings();

  const answer = activeOrders.data;
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const openCart =
    ACTIVE_ORDER_GROUPS.flatMap((group) => answer?.orders[group] ?? []).find((cart) => cart.id === openCartId) ?? null;
  const detailUsed = useEverTrue(openCart !== null);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('orders.title')}</Title>
        {hearsAlert ? (
          <Group gap="lg" wrap="wrap">
            <Switch
              size="lg"
              checked={muted}
              onChange={(event) => saveSoundSettings({ muted: event.currentTarget.checked })}
              label={t('orders.mute')}
            />
            <AlertVolume />
          </Group>
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
          message={`${t('orders.loadError')} ${errorMessage(activeOrders.error, t)}`}
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
                  >
                    {answer.orders[group].length}
                  </Badge>
                }
                // No aria-label: the name is what the tab shows, its word and count (docs/accessibility.md#names).
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
      {detailUsed ? (
        <Suspense fallback={null}>
          <OrderDetailModal cart={openCart} currency={currency} onClose={() => setOpenCartId(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
