import { Group, Table } from '@mantine/core';
import { formatMoney, isPlatformCode, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { TvaPlatformStatement } from '../api/tva-report';

type PlatformVatTableProps = { platforms: readonly TvaPlatformStatement[]; currency: string };

/** The VAT of each platform's sales: the same per-order split as the rates table, summed per platform. */
export function PlatformVatTable({ platforms, currency }: PlatformVatTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={t('vat.platforms.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vat.platforms.platform')}</Table.Th>
            <Table.Th ta="right">{t('vat.platforms.orders')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.ttc')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.ht')}</Table.Th>
            <Table.Th ta="right">{t('vat.amounts.tva')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {platforms.map((entry) => {
            const sum = (pick: (rate: TvaPlatformStatement['byRate'][number]) => number) =>
              entry.byRate.reduce((total, rate) => total + pick(rate), 0);
            const name = entry.platform.name;
            return (
              <Table.Tr key={name}>
                <Table.Th scope="row">
                  <Group gap={8} wrap="nowrap">
                    <span aria-hidden>
                      <PlatformLogo platform={name} size={24} />
                    </span>
                    <span>{isPlatformCode(name) ? PLATFORMS[name].label : name}</span>
                  </Group>
                </Table.Th>
                <Table.Td ta="right">{entry.orderCount}</Table.Td>
                <Table.Td ta="right">
                  {formatMoney(
                    sum((rate) => rate.ttc),
                    currency,
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {formatMoney(
                    sum((rate) => rate.ht),
                    currency,
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {formatMoney(
                    sum((rate) => rate.tva),
                    currency,
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
