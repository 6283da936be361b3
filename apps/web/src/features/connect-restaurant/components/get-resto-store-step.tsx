import { Alert, Select, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/list-states';
import { errorMessage } from '../../../lib/error-message';
import { useCompanyApplications } from '../api/company-applications';
import type { WizardForm } from './platform-wizard';
import { StoreNameField } from './store-name-field';

/** GET RESTO: the application (point of sale, ordering website) that will push this restaurant's orders. */
export function GetRestoStoreStep({ companyId, form }: { companyId: number; form: WizardForm }) {
  const { t } = useTranslation();
  const applications = useCompanyApplications(companyId);
  return (
    <Stack gap="md">
      <Alert color="teal">{t('connectRestaurant.getResto.intro')}</Alert>
      {applications.isPending ? <Skeleton height={60} /> : null}
      {applications.isError ? (
        <ErrorState
          message={errorMessage(applications.error, t)}
          onRetry={() => void applications.refetch()}
          retrying={applications.isRefetching}
        />
      ) : null}
      {applications.data?.length === 0 ? (
        <Alert color="orange" title={t('connectRestaurant.getResto.noApplicationTitle')}>
          {t('connectRestaurant.getResto.noApplication')}
        </Alert>
      ) : null}
      {applications.data && applications.data.length > 0 ? (
        <Select
          label={t('connectRestaurant.getResto.application')}
          description={t('connectRestaurant.getResto.applicationHint')}
          required
          allowDeselect={false}
          data={applications.data.map((application) => ({ value: String(application.id), label: application.name }))}
          {...form.getInputProps('applicationId')}
        />
      ) : null}
      <StoreNameField form={form} />
    </Stack>
  );
}
