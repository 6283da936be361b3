import { useState } from 'react';
import {
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  useComputedColorScheme,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { formatMoney, toMajor } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { DayMapCell } from '../api/analytics-query';
import { heatCellColors } from '../lib/heat-map-colors';
import { heatMapGrid, HOURS, intensity, pausedShare, weekdayName, type HeatMapMeasure } from '../lib/heat-map';
import { useFormatDuration } from './duration';

type DayMapProps = { cells: readonly DayMapCell[]; currency: string };

function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The weekday × hour heat map as a table: shade by sales or orders, a red underline where the restaurants were paused.
 */
export function DayMap({ cells, currency }: DayMapProps) {
  const { t, i18n } = useTranslation();
  const [measure, setMeasure] = useState<HeatMapMeasure>('sales');
  const grid = heatMapGrid(cells);
  const max = Math.max(0, ...cells.map((cell) => cell[measure]));
  // A cell is some 36 px wide at 1280 px: the amount is written in two significant digits without the currency
  // ("1,2 k", "85"), which the cell's name and tooltip give in full.
  const compactAmount = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumSignificantDigits: 2 });
  const theme = useMantineTheme();
  const ground = useComputedColorScheme('light') === 'dark' ? theme.colors.dark[7] : theme.white;
  const duration = useFormatDuration();

  function describe(cell: DayMapCell): string {
    return t('analytics.dayMapCell', {
      day: weekdayName(cell.dayOfWeek, i18n.language),
      from: hourLabel(cell.hour),
      to: hourLabel((cell.hour + 1) % 24),
      count: cell.total,
      sales: formatMoney(cell.sales, currency),
      online: duration(cell.online),
      offline: duration(cell.offline),
    });
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-day-map">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="analytics-day-map">
            {t('analytics.dayMapTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('analytics.dayMapHint')}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('analytics.measureLabel')}
          value={measure}
          onChange={(value) => setMeasure(value === 'total' ? 'total' : 'sales')}
          data={[
            { value: 'sales', label: t('analytics.measure.sales') },
            { value: 'total', label: t('analytics.measure.total') },
          ]}
        />
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table
          withColumnBorders={false}
          horizontalSpacing={2}
          verticalSpacing={2}
          aria-label={t('analytics.dayMapLabel')}
          style={{ tableLayout: 'fixed' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>
                <VisuallyHidden>{t('analytics.columns.day')}</VisuallyHidden>
              </Table.Th>
              {HOURS.map((hour) => (
                <Table.Th key={hour} ta="center" fz="xs" fw={500} c="dimmed">
                  {String(hour).padStart(2, '0')}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.map((row) => (
              <Table.Tr key={row[0]?.dayOfWeek}>
                <Table.Th scope="row" fz="sm" fw={500}>
                  {weekdayName(row[0]?.dayOfWeek ?? 1, i18n.language)}
                </Table.Th>
                {row.map((cell) => {
                  const label = describe(cell);
                  const shade = intensity(cell[measure], max);
                  const paused = pausedShare(cell) ?? 0;
                  const colors = heatCellColors(shade, theme.colors.blue[9], ground);
                  return (
                    // Plain cells: 168 of them, so without the per-cell cost of a styled component.
                    <td
                      key={cell.hour}
                      title={label}
                      aria-label={label}
                      style={{
                        height: 36,
                        textAlign: 'center',
                        fontSize: 11,
                        whiteSpace: 'nowrap',
                        borderRadius: 4,
                        ...colors,
                        boxShadow:
                          paused > 0
                            ? `inset 0 -${Math.max(2, Math.round(paused * 8))}px 0 var(--mantine-color-red-6)`
                            : undefined,
                      }}
                    >
                      {cell[measure] > 0
                        ? measure === 'sales'
                          ? compactAmount.format(toMajor(cell.sales))
                          : cell.total
                        : ''}
                    </td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
