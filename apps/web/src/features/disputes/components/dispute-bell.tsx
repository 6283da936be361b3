import { lazy, Suspense, useMemo, useState } from 'react';
import { ActionIcon, Group, Indicator, Menu, Text, Tooltip } from '@mantine/core';
import { canOpenDisputes, formatMoney, orderLookupId, shortDisplayId } from '@comptoir/domain';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEverTrue } from '../../../lib/use-ever-true';
import { useDisputeBell } from '../api/dispute-bell';
import { useManualDisputeHandling } from '../api/manual-dispute-handling';
import type { DisputeRef } from '../api/dispute-for-cart';
import { disputeBellWindow } from '../lib/dispute-window';

// The dispute's dialog downloads when a dispute is first opened: the bell sits in the top bar of every screen
// (docs/web.md#fast-first-load).
const DisputeModal = lazy(() => import('./dispute-modal').then((module) => ({ default: module.DisputeModal })));

type DisputeBellProps = {
  roles: readonly string[];
  /** The signed-in account's own roles while switching (ROLE_HIDE_DISPUTE on either hides the bell). */
  actorRoles: readonly string[];
  currency: string;
  onPrint?: (cartId: number) => Promise<void>;
};

/**
 * Top-bar dispute bell (docs/disputes.md#bell): shown when a restaurant has manual dispute handling (and the account
 * may open the disputes), with the count of disputes still to handle over the last 30 days and a row per dispute.
 */
export function DisputeBell({ roles, actorRoles, currency, onPrint }: DisputeBellProps) {
  const { t } = useTranslation();
  const allowed = canOpenDisputes(roles, actorRoles);
  const manual = useManualDisputeHandling(allowed);
  const period = useMemo(() => disputeBellWindow(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  const shown = allowed && manual.data === true;
  const bell = useDisputeBell(period, shown);
  const [target, setTarget] = useState<DisputeRef | null>(null);
  const modalUsed = useEverTrue(target !== null);
  if (!shown) return null;
  const count = bell.data?.totalCount ?? 0;
  const label = t('disputes.bell.label', { count });
  return (
    <>
      <Menu position="bottom-end" width={320} withinPortal>
        <Menu.Target>
          <Tooltip label={label}>
            <Indicator label={count} size={18} color="red" disabled={count === 0} offset={4}>
              <ActionIcon variant="subtle" color={count > 0 ? 'red' : 'gray'} aria-label={label}>
                <IconBell size={24} aria-hidden />
              </ActionIcon>
            </Indicator>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('disputes.bell.title')}</Menu.Label>
          {bell.isError ? <Menu.Item disabled>{t('disputes.bell.loadError')}</Menu.Item> : null}
          {bell.data && bell.data.rows.length === 0 ? <Menu.Item disabled>{t('disputes.bell.empty')}</Menu.Item> : null}
          {(bell.data?.rows ?? []).map((row) => (
            <Menu.Item
              key={row.id}
              mih={48}
              onClick={() =>
                setTarget({
                  orderId: orderLookupId(row.restaurant.platform.id, row.displayOrderId),
                  restaurant: row.restaurant.uuid,
                })
              }
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={800}>#{shortDisplayId(row.displayOrderId)}</Text>
                <Text size="sm" truncate style={{ flex: 1 }}>
                  {row.restaurant.title}
                </Text>
                <Text fw={700}>{formatMoney(row.incorrectPrice, currency)}</Text>
              </Group>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {modalUsed ? (
        <Suspense fallback={null}>
          <DisputeModal target={target} currency={currency} onClose={() => setTarget(null)} onPrint={onPrint} />
        </Suspense>
      ) : null}
    </>
  );
}
