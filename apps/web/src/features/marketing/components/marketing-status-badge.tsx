import { Badge } from '@mantine/core';
import type { MarketingStatus } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<MarketingStatus, string>> = {
  SCHEDULED: 'yellow.4',
  ACTIVE: 'green.8',
  PAUSED: 'gray.6',
  ENDED: 'dark.4',
};

export function MarketingStatusBadge({ status }: { status: MarketingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} autoContrast size="lg" radius="sm">
      {t(`marketing.statuses.${status}`)}
    </Badge>
  );
}
