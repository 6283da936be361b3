import { Badge } from '@mantine/core';
import { badgeColor, isOrderStatus, statusLabelKey, type BadgeColor } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

const MANTINE_COLORS: Readonly<Record<BadgeColor, string>> = {
  warning: 'yellow.4',
  info: 'blue.9',
  primary: 'indigo.7',
  danger: 'red.9',
};

/** An order status in the domain's badge colour (shared by History and the report screens). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isOrderStatus(status)) return <Badge color="gray.7">{status}</Badge>;
  return (
    <Badge color={MANTINE_COLORS[badgeColor(status)]} autoContrast size="lg" radius="sm">
      {t(statusLabelKey(status))}
    </Badge>
  );
}
