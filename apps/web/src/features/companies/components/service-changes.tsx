import { List, Text, Title } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatDateTime } from '../../../lib/format';
import { useServiceChanges, type ServiceChange } from '../api/service-changes';
import { errorMessage } from '../../../lib/error-message';

function describe(change: ServiceChange, currency: string, t: TFunction): string {
  const service = change.restaurantTitle
    ? `${t(`companyServices.restaurantService.${change.service}`, { defaultValue: change.service })} — ${change.restaurantTitle}`
    : t(`services.${change.service}`, { defaultValue: change.service });
  const price = formatMoney(change.after.price, currency);
  if (!change.before || change.before.activated !== change.after.activated) {
    return t(change.after.activated ? 'companyServices.changeOn' : 'companyServices.changeOff', { service, price });
  }
  return t('companyServices.changePrice', { service, before: formatMoney(change.before.price, currency), price });
}

/** Who changed which service, and when: the audit of the company's services, newest first. */
export function ServiceChanges({ companyId, currency }: { companyId: number; currency: string }) {
  const { t, i18n } = useTranslation();
  const changes = useServiceChanges(companyId);
  return (
    <>
      <Title order={3} size="h5" mt="sm">
        {t('companyServices.history')}
      </Title>
      {changes.isPending ? <ListSkeleton rows={2} /> : null}
      {changes.isError ? (
        <ErrorState
          message={`${t('companyServices.historyError')} ${errorMessage(changes.error, t)}`}
          onRetry={() => void changes.refetch()}
          retrying={changes.isRefetching}
        />
      ) : null}
      {changes.data && changes.data.length === 0 ? <Text c="dimmed">{t('companyServices.noHistory')}</Text> : null}
      {changes.data && changes.data.length > 0 ? (
        <List spacing="xs" size="sm">
          {changes.data.map((change) => (
            <List.Item key={change.id}>
              {describe(change, currency, t)}{' '}
              <Text span c="dimmed" size="sm">
                {t('companyServices.changedBy', {
                  who: change.changedBy ?? '—',
                  when: formatDateTime(change.changedAt, i18n.language) ?? '',
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
    </>
  );
}
