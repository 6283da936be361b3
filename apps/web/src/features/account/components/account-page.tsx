import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useConnection } from '../../../lib/connection';
import { useAccountCompany } from '../api/account-company';
import { BillingForm } from './billing-form';
import { CompanyDetailsForm } from './company-details-form';
import { LogoForm } from './logo-form';
import { PasswordForm } from './password-form';
import { errorMessage } from '../../../lib/error-message';

/**
 * /account (docs/accounts.md#account-page): the company's details, billing, password and logo, each section saved on
 * its own. An administrator acting as the company sees it too, without Security: a password is its owner's to change.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const acting = viewer?.actingAs?.__typename === 'Company' ? viewer.actingAs : null;
  return (
    <Stack>
      <Title order={1}>{t('account.title')}</Title>
      {acting ? (
        <AccountSections companyId={acting.id} switched={viewer?.switchedUser !== null} />
      ) : (
        <Text>{t('account.companiesOnly')}</Text>
      )}
    </Stack>
  );
}

function AccountSections({ companyId, switched }: { companyId: number; switched: boolean }) {
  const { t } = useTranslation();
  const company = useAccountCompany(companyId);
  if (company.isPending) return <ListSkeleton />;
  if (!company.data) {
    return (
      <ErrorState
        message={`${t('account.loadError')} ${errorMessage(company.error, t)}`}
        onRetry={() => void company.refetch()}
        retrying={company.isRefetching}
      />
    );
  }
  const sections = [
    <CompanyDetailsForm key="company" company={company.data} section="company" />,
    <CompanyDetailsForm key="contact" company={company.data} section="contact" />,
    <BillingForm key="billing" company={company.data} />,
    switched ? null : <PasswordForm key="security" />,
    <LogoForm key="logo" company={company.data} />,
  ];
  return (
    <Stack gap="lg">
      {sections.map((section) =>
        section ? (
          <Paper key={section.key} withBorder p={{ base: 'md', sm: 'lg' }}>
            {section}
          </Paper>
        ) : null,
      )}
    </Stack>
  );
}
