import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, isPlatformCode, PLATFORMS, type ItemSuspension } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../api/menus-query';
import { AvailabilityControl } from './availability-control';
import { PlatformSyncNote } from './platform-sync-note';

type MenuItemRowProps = {
  item: MenuItem;
  platform: string;
  timeZone: string;
  currency: string;
  /** docs/screens.md#menus: with ROLE_COMPANY_SUBSCRIBE_MENU_PRICE a price of 0 reads 'Optional'. */
  showsOptional: boolean;
  now: Date;
  busy: boolean;
  onChange: (suspend: ItemSuspension) => void;
};

export function MenuItemRow({
  item,
  platform,
  timeZone,
  currency,
  showsOptional,
  now,
  busy,
  onChange,
}: MenuItemRowProps) {
  const { t } = useTranslation();
  const price =
    item.price === null
      ? t('menus.item.noPrice')
      : item.price === 0 && showsOptional
        ? t('menus.item.optional')
        : formatMoney(item.price, currency);
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="menu-item" data-item-title={item.title}>
      <Group justify="space-between" wrap="wrap" gap="sm" align="center">
        <Stack gap={2} miw={220} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>{item.title}</Text>
            <Badge variant="outline" size="sm" color="gray">
              {isPlatformCode(platform) ? PLATFORMS[platform].label : platform}
            </Badge>
          </Group>
          {item.internalTitle ? (
            <Text size="sm" c="dimmed">
              {t('menus.item.internalTitle', { title: item.internalTitle })}
            </Text>
          ) : null}
          {item.externalData ? (
            <Code
              block={false}
              fz="xs"
              style={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              title={item.externalData}
            >
              {item.externalData}
            </Code>
          ) : null}
          <PlatformSyncNote sync={item.platformSync} />
        </Stack>
        <Text fw={500} miw={80} ta="right">
          {price}
        </Text>
        <AvailabilityControl item={item} timeZone={timeZone} now={now} busy={busy} onChange={onChange} />
      </Group>
    </Paper>
  );
}
