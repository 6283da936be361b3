import { Anchor, Badge, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/list-states';
import { useCompany } from '../api/company';
import { CompanyEditButton } from './company-edit-button';
import { CompanyFacts } from './company-facts';
import { CompanyPagesAccess } from './company-pages-access';
import { CompanyRestaurants } from './company-restaurants';
import { CompanySubscriptions } from './company-subscriptions';
import { errorMessage } from '../../../lib/error-message';

export function CompanyShowPage({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const company = useCompany(companyId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/companys" display="inline-flex" mih={48} style={{ alignItems: 'center', gap: 6 }}>
        <IconArrowLeft size={18} aria-hidden />
        {t('company.back')}
      </Anchor>
      {company.isPending ? (
        <Stack gap="md" role="status" aria-label={t('app.loading')}>
          <Skeleton height={36} width="40%" />
          <Skeleton height={220} />
          <Skeleton height={160} />
        </Stack>
      ) : null}
      {company.isError ? (
        <ErrorState
          message={`${t('company.loadError')} ${errorMessage(company.error, t)}`}
          onRetry={() => void company.refetch()}
          retrying={company.isRefetching}
        />
      ) : null}
      {company.isSuccess && !company.data ? (
        <EmptyState title={t('company.notFound')} hint={t('company.notFoundHint')} />
      ) : null}
      {company.data ? (
        <>
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <Title order={1}>{company.data.name}</Title>
              <Badge color={company.data.enabled ? 'teal' : 'gray'} variant="light">
                {company.data.enabled ? t('companies.active') : t('companies.inactive')}
              </Badge>
            </Group>
            <CompanyEditButton companyId={company.data.id} name={company.data.name} />
          </Group>
          <CompanyFacts company={company.data} />
          <CompanyRestaurants company={company.data} />
          <CompanySubscriptions company={company.data} />
          <CompanyPagesAccess company={company.data} />
        </>
      ) : null}
    </Stack>
  );
}
