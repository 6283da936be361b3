import { Group, Table, Text } from '@mantine/core';
import { formatMoney, isPlatformCode, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { TvaReport } from '../api/tva-report';

// The lines an accountant reads first: what was sold, what the restaurant keeps, what VAT is left to pay.
const EMPHASISED = new Set(['sales_ttc', 'restaurant_net', 'total_restant_du']);

type StatementTableProps = { report: TvaReport; currency: string };

/**
 * Report lines (docs/data-model.md#report-lines): one row per line, the whole filter then each platform in its own
 * column.
 */
export function StatementTable({ report, currency }: StatementTableProps) {
  const { t } = useTranslation();
  const platforms = report.byPlatform.map((entry) => ({
    name: entry.platform.name,
    amounts: new Map(entry.lines.map((line) => [line.key, line.amount])),
  }));
  return (
    <Table.ScrollContainer minWidth={480 + platforms.length * 140}>
      <Table striped verticalSpacing="xs" aria-label={t('vat.statement.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vat.statement.line')}</Table.Th>
            <Table.Th ta="right">{t('vat.statement.all')}</Table.Th>
            {platforms.map((platform) => (
              <Table.Th key={platform.name} ta="right">
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <span aria-hidden>
                    <PlatformLogo platform={platform.name} size={20} />
                  </span>
                  <span>{isPlatformCode(platform.name) ? PLATFORMS[platform.name].label : platform.name}</span>
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.lines.map((line) => (
            <Table.Tr key={line.key} fw={EMPHASISED.has(line.key) ? 700 : undefined}>
              <Table.Th scope="row" fw="inherit">
                {t(`vat.lines.${line.key}`, { defaultValue: line.label })}
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={`line-${line.key}`}>
                {formatMoney(line.amount, currency)}
              </Table.Td>
              {platforms.map((platform) => (
                <Table.Td key={platform.name} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text span inherit>
                    {formatMoney(platform.amounts.get(line.key) ?? 0, currency)}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
