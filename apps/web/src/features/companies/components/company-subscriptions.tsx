import { Paper, Stack, Text, Title } from '@mantine/core';
import { canManageServices, SERVICE_CODES } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../../lib/connection';
import type { CompanyDetails } from '../api/company';
import { targetKey, useUpdateSubscription, type SubscriptionTarget } from '../api/update-subscription';
import { RestaurantServices } from './restaurant-services';
import { ServiceChanges } from './service-changes';
import { ServiceTable } from './service-table';
import { notifySuccess } from '../../../components/ui/notify';
import { ActionError } from '../../../components/ui/action-error';

/**
 * The company's services: switched on and off, and priced, by administrators and its account managers
 * (docs/services.md).
 */
export function CompanySubscriptions({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const editable = viewer !== null && canManageServices(viewer.roles);
  const update = useUpdateSubscription(company.id);
  const pending = update.isPending ? update.variables : undefined;
  const savingOf = (target: SubscriptionTarget) =>
    pending && targetKey(pending.target) === targetKey(target) ? pending.input.service : null;
  const change = (target: SubscriptionTarget, service: string, next: { activated?: boolean; price?: number }) =>
    update.mutate(
      { target, input: { service, ...next } },
      { onSuccess: () => notifySuccess(t('companyServices.saved')) },
    );

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('company.subscriptions')}
        </Title>
        {editable ? (
          <Text size="sm" c="dimmed">
            {t('companyServices.intro')}
          </Text>
        ) : null}
        <ActionError error={update.error} />
        <ServiceTable
          codes={SERVICE_CODES}
          states={company.subscriptions}
          labelOf={(code) => t(`services.${code}`)}
          currency={company.currency}
          editable={editable}
          savingService={savingOf({ kind: 'company' })}
          onChange={(service, next) => change({ kind: 'company' }, service, next)}
        />
        <RestaurantServices company={company} editable={editable} savingOf={savingOf} onChange={change} />
        {editable ? <ServiceChanges companyId={company.id} currency={company.currency} /> : null}
      </Stack>
    </Paper>
  );
}
