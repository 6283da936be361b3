import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { CompanyDetails } from '../api/company';
import { FactList } from './fact-list';

export function CompanyFacts({ company }: { company: CompanyDetails }) {
  const { t, i18n } = useTranslation();
  const onOff = (value: boolean) => (value ? t('company.on') : t('company.off'));
  const contactName = [company.contact?.firstName, company.contact?.lastName].filter(Boolean).join(' ');
  const address = company.adresse;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('company.identity')}
        </Title>
        <FactList
          facts={[
            { label: t('company.email'), value: company.email },
            { label: t('company.siret'), value: company.siret },
            { label: t('company.siren'), value: company.siren },
            { label: t('company.vatNumber'), value: company.vatNumber },
            { label: t('company.bic'), value: company.bic },
            { label: t('company.currency'), value: company.currency },
            { label: t('company.language'), value: company.lang },
            { label: t('company.autoAccept'), value: onOff(company.autoAccept) },
            { label: t('company.autoPrint'), value: onOff(company.autoPrintEnabled) },
            { label: t('company.lastPing'), value: formatDateTime(company.lastPing, i18n.language) },
            { label: t('company.createdAt'), value: formatDateTime(company.createdAt, i18n.language) },
            { label: t('company.updatedAt'), value: formatDateTime(company.updatedAt, i18n.language) },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('company.address')}
        </Title>
        <FactList
          facts={[
            { label: t('company.street'), value: address?.adresse },
            { label: t('company.postalCode'), value: address?.postalCode },
            { label: t('company.city'), value: address?.city },
            { label: t('company.country'), value: address?.country },
          ]}
        />
        <Title order={2} size="h4" my="sm">
          {t('company.contact')}
        </Title>
        <FactList
          facts={[
            { label: t('company.contactName'), value: contactName },
            { label: t('company.phone'), value: company.contact?.phone },
            { label: t('company.email'), value: company.contact?.email },
          ]}
        />
      </Paper>
    </SimpleGrid>
  );
}
