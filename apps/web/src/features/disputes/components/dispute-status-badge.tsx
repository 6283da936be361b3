import { Badge } from '@mantine/core';
import type { DisputeStatus } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<DisputeStatus, string>> = {
  TO_DISPUTE: 'orange',
  DISPUTED: 'blue',
  WON: 'green',
  LOST: 'red',
  EXPIRED: 'gray',
};

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="lg">
      {t(`disputes.status.${status}`)}
    </Badge>
  );
}
