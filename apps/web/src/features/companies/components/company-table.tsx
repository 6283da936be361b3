import { Anchor, Badge, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyRow } from '../api/companys';
import { CompanyEditButton } from './company-edit-button';

type CompanyTableProps = { companies: readonly CompanyRow[] };

export function CompanyTable({ companies }: CompanyTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('companies.name')}</Table.Th>
            <Table.Th>{t('companies.email')}</Table.Th>
            <Table.Th>{t('companies.siret')}</Table.Th>
            <Table.Th ta="right">{t('companies.restaurants')}</Table.Th>
            <Table.Th>{t('companies.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('companyEdit.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr key={company.uuid}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/company/${company.id}/show`}
                  fw={600}
                  display="inline-flex"
                  mih={48}
                  style={{ alignItems: 'center' }}
                  aria-label={t('companies.open', { name: company.name })}
                >
                  {company.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{company.email}</Table.Td>
              <Table.Td>{company.siret ?? '—'}</Table.Td>
              <Table.Td ta="right">{company.restaurants.length}</Table.Td>
              <Table.Td>
                <Badge color={company.enabled ? 'teal' : 'gray'} variant="light">
                  {company.enabled ? t('companies.active') : t('companies.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <CompanyEditButton companyId={company.id} name={company.name} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
