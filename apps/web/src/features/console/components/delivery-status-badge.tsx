import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { PENDING: 'yellow', DELIVERED: 'green', FAILED: 'red' };

export function DeliveryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    // Never shortened to "DELI…" in a narrow table column.
    <Badge color={COLORS[status] ?? 'gray'} variant="light" size="md" style={{ minWidth: 'max-content' }}>
      {t(`console.status.${status}`)}
    </Badge>
  );
}
