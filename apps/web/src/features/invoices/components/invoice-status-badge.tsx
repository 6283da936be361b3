import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<InvoiceStatus, string>> = {
  PAYER: 'green.8',
  VALIDER: 'orange.7',
  VALIDATING: 'blue.7',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} autoContrast size="lg" radius="sm">
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
