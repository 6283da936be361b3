import { Button, Group, Text } from '@mantine/core';
import { isItemAvailable, suspensionSeverity, type ItemSuspension } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../api/menus-query';
import { formatDateTime } from '../../../lib/format';
import { isIndefinite } from '../lib/suspension-label';

const SEVERITY_COLORS = { warning: 'yellow', danger: 'red' } as const;

type AvailabilityControlProps = {
  item: Pick<MenuItem, 'title' | 'suspendUntil'>;
  timeZone: string;
  now: Date;
  busy: boolean;
  onChange: (suspend: ItemSuspension) => void;
};

/**
 * docs/menus.md#item-availability: an available item offers 'Today' (off until tomorrow) and 'All Time'; an unavailable
 * one shows 'Unavailable', warning-coloured under 24 hours left and danger otherwise, which makes it available again.
 */
export function AvailabilityControl({ item, timeZone, now, busy, onChange }: AvailabilityControlProps) {
  const { t, i18n } = useTranslation();
  if (isItemAvailable(item.suspendUntil, now) || item.suspendUntil === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="light"
          color="yellow"
          mih={44}
          loading={busy}
          disabled={busy}
          onClick={() => onChange('TOMORROW')}
          aria-label={t('menus.item.todayLabel', { title: item.title })}
        >
          {t('menus.item.today')}
        </Button>
        <Button
          variant="light"
          color="red"
          mih={44}
          disabled={busy}
          onClick={() => onChange('UNKNOWN')}
          aria-label={t('menus.item.allTimeLabel', { title: item.title })}
        >
          {t('menus.item.allTime')}
        </Button>
      </Group>
    );
  }
  const severity = suspensionSeverity(item.suspendUntil, now);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        color={SEVERITY_COLORS[severity]}
        mih={44}
        loading={busy}
        disabled={busy}
        data-severity={severity}
        // The "until" text beside it takes what room is left; the button keeps its whole label.
        style={{ flexShrink: 0 }}
        onClick={() => onChange('AVAILABLE')}
        aria-label={t('menus.item.unavailableLabel', { title: item.title })}
      >
        {t('menus.item.unavailable')}
      </Button>
      <Text size="sm" c="dimmed">
        {isIndefinite(item.suspendUntil)
          ? t('menus.item.untilFurtherNotice')
          : t('menus.item.until', { time: formatDateTime(item.suspendUntil, i18n.language, timeZone) })}
      </Text>
    </Group>
  );
}
