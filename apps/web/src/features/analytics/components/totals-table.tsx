import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderTotals } from '../api/analytics-query';
import { FIGURES } from '../lib/figures';
import { FigureValue } from './figure-value';

type TotalsRow = OrderTotals & { key: string; label: ReactNode };

type TotalsTableProps = { rows: readonly TotalsRow[]; currency: string; label: string; firstColumn: string };

/** The statistics (docs/data-model.md#statistics), one row per platform or restaurant. */
export function TotalsTable({ rows, currency, label, firstColumn }: TotalsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{firstColumn}</Table.Th>
            {FIGURES.map(({ key }) => (
              <Table.Th key={key} ta="right">
                {t(`analytics.figures.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              {FIGURES.map(({ key, kind }) => (
                <Table.Td key={key} ta="right">
                  <FigureValue kind={kind} value={row[key]} currency={currency} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
