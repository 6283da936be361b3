import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { CompanyDetails } from '../api/company';

export function CompanySubscriptions({ company }: { company: CompanyDetails }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('company.subscriptions')}
      </Title>
      {company.subscriptions.length === 0 ? (
        <Text c="dimmed">{t('company.noSubscriptions')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('company.service')}</Table.Th>
                <Table.Th>{t('companies.status')}</Table.Th>
                <Table.Th ta="right">{t('company.price')}</Table.Th>
                <Table.Th>{t('company.startedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.subscriptions.map((subscription) => (
                <Table.Tr key={subscription.service}>
                  <Table.Td>{subscription.service}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={subscription.activated ? 'teal' : 'gray'}>
                      {subscription.activated ? t('company.subscriptionActive') : t('company.subscriptionInactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(subscription.price, company.currency)}</Table.Td>
                  <Table.Td>{formatDateTime(subscription.startedAt, i18n.language) ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
