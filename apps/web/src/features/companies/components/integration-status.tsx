import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyRestaurant } from '../api/company';

/**
 * A restaurant the wizard registered that its account manager has not approved: waiting for review, or rejected
 * (docs/screens.md#pending-restaurants). An integrated one shows its platform state instead.
 */
export function IntegrationStatus({ status }: { status: CompanyRestaurant['integrationStatus'] }) {
  const { t } = useTranslation();
  return status === 'PENDING' ? (
    <Badge color="blue" variant="light">
      {t('company.integration.pending')}
    </Badge>
  ) : (
    <Badge color="red" variant="light">
      {t('company.integration.rejected')}
    </Badge>
  );
}
