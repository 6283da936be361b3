import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { useCompanyEdit } from '../api/company-edit';
import { useCompanyUsers } from '../api/company-users';
import { CompanyAccessSection } from './company-access-section';
import { CompanyContactForm } from './company-contact-form';
import { CompanyIdentityForm } from './company-identity-form';
import { CompanyManagersSection } from './company-managers-section';
import { CompanyPreferencesForm } from './company-preferences-form';
import { CompanyUsersSection } from './company-users-section';
import { errorMessage } from '../../../lib/error-message';

const Section = ({ children }: { children: ReactNode }) => (
  <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
    {children}
  </Paper>
);

/**
 * /company/{id}/edit (docs/administration.md#company-edit), for the company's administrators and account managers:
 * each section saves its own fields.
 */
export function CompanyEditPage({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const company = useCompanyEdit(companyId);
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={`/company/${companyId}/show`}
        display="inline-flex"
        mih={48}
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={18} aria-hidden />
        {t('companyEdit.back')}
      </Anchor>
      {company.isPending ? (
        <Stack gap="md" role="status" aria-label={t('app.loading')}>
          <Skeleton height={36} width="40%" />
          <Skeleton height={320} />
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
          <Group gap="sm">
            <Title order={1}>{t('companyEdit.title', { name: company.data.name })}</Title>
            <Badge color={company.data.enabled ? 'teal' : 'gray'} variant="light">
              {company.data.enabled ? t('companies.active') : t('companies.inactive')}
            </Badge>
          </Group>
          <Section>
            <CompanyIdentityForm company={company.data} />
          </Section>
          <Section>
            <CompanyContactForm company={company.data} />
          </Section>
          <Section>
            <CompanyPreferencesForm company={company.data} />
          </Section>
          <Section>
            <CompanyAccessSection company={company.data} />
          </Section>
          <CompanyPeople companyId={companyId} />
        </>
      ) : null}
    </Stack>
  );
}

function CompanyPeople({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const users = useCompanyUsers(companyId);
  if (users.isPending) return <ListSkeleton rows={3} />;
  if (users.isError) {
    return (
      <ErrorState
        message={`${t('companyEdit.users.loadError')} ${errorMessage(users.error, t)}`}
        onRetry={() => void users.refetch()}
        retrying={users.isRefetching}
      />
    );
  }
  return (
    <>
      <Section>
        <CompanyManagersSection
          companyId={companyId}
          current={users.data.companyUsers.accountManagers}
          canChoose={viewer?.roles.includes('ROLE_ADMINISTRATOR') ?? false}
        />
      </Section>
      <Section>
        <CompanyUsersSection companyId={companyId} users={users.data} />
      </Section>
    </>
  );
}
