import { useMemo, type ReactNode } from 'react';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { currentWeekRange, DEFAULT_CURRENCY, formatMoney, isPlatformCode, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportFilterBar } from '../../../components/report-filter-bar/report-filter-bar';
import {
  fromBarFilters,
  readReportFilterParams,
  toBarFilters,
  writeReportFilterParams,
} from '../../../components/report-filter-bar/report-filter-params';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { useConnection } from '../../../lib/connection';
import { useDataCheck, type DataCheck } from '../api/data-check-query';
import { errorMessage } from '../../../lib/error-message';

// Counts are compared as counts; every other check compares money in minor units.
const COUNT_CHECKS = new Set(['ordersPerPlatform', 'ordersPerRestaurant', 'vatOrderCount']);

function ChecksTable({ checks, currency }: { checks: DataCheck['checks']; currency: string }) {
  const { t } = useTranslation();
  const show = (key: string, value: number) => (COUNT_CHECKS.has(key) ? String(value) : formatMoney(value, currency));
  return (
    <Table striped withTableBorder aria-label={t('dataCheck.checksTitle')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('dataCheck.check')}</Table.Th>
          <Table.Th ta="right">{t('dataCheck.expected')}</Table.Th>
          <Table.Th ta="right">{t('dataCheck.actual')}</Table.Th>
          <Table.Th>{t('dataCheck.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {checks.map((check) => (
          <Table.Tr key={check.key}>
            <Table.Td>{t(`dataCheck.checks.${check.key}`)}</Table.Td>
            <Table.Td ta="right">{show(check.key, check.expected)}</Table.Td>
            <Table.Td ta="right">{show(check.key, check.actual)}</Table.Td>
            <Table.Td>
              <Badge color={check.matches ? 'green' : 'red'}>
                {check.matches ? t('dataCheck.matches') : t('dataCheck.differs')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type TotalsRow = {
  key: string;
  label: ReactNode;
  totalCommand: number;
  total: number;
  canceled: number;
  canceledTotal: number;
};

function TotalsTable({ title, rows, currency }: { title: string; rows: TotalsRow[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Table striped withTableBorder aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">{t('dataCheck.orders')}</Table.Th>
            <Table.Th ta="right">{t('dataCheck.total')}</Table.Th>
            <Table.Th ta="right">{t('dataCheck.canceled')}</Table.Th>
            <Table.Th ta="right">{t('dataCheck.canceledTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right">{row.totalCommand}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.total, currency)}</Table.Td>
              <Table.Td ta="right">{row.canceled}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.canceledTotal, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function platformLabel(name: string): string {
  return isPlatformCode(name) ? PLATFORMS[name].label : name;
}

/** /data-check: History, Analytics and the VAT report of one filter side by side, and whether they agree. */
export function DataCheckPage({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const [params, setParams] = useSearchParams();
  const defaultWeek = useMemo(
    () => currentWeekRange(now ?? new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    [now],
  );
  const filters = readReportFilterParams(params, defaultWeek);
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const report = useDataCheck(filters);
  const data = report.data;
  const failing = data?.checks.filter((check) => !check.matches).length ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('dataCheck.title')}</Title>
      <ReportFilterBar
        value={toBarFilters(filters)}
        onChange={(next) => setParams(writeReportFilterParams(fromBarFilters(next)), { replace: true })}
        showCompanies
        maxCompanies={1}
      />
      {report.isPending ? <ListSkeleton /> : null}
      {report.isError ? (
        <ErrorState
          message={`${t('dataCheck.loadError')} ${errorMessage(report.error, t)}`}
          onRetry={() => void report.refetch()}
          retrying={report.isRefetching}
        />
      ) : null}
      {data ? (
        <>
          <Group gap="sm">
            <Badge size="lg" color={failing === 0 ? 'green' : 'red'}>
              {failing === 0 ? t('dataCheck.allMatch') : t('dataCheck.someDiffer', { count: failing })}
            </Badge>
            <Text c="dimmed" size="sm">
              {t('dataCheck.summary', { count: data.history.count, total: formatMoney(data.history.total, currency) })}
            </Text>
          </Group>
          <ChecksTable checks={data.checks} currency={currency} />
          <TotalsTable
            title={t('dataCheck.byPlatform')}
            currency={currency}
            rows={data.totals.byPlatform.map((row) => ({
              ...row,
              key: row.platform.name,
              label: (
                <Group gap="xs" wrap="nowrap">
                  <PlatformLogo platform={row.platform.name} size={20} />
                  {platformLabel(row.platform.name)}
                </Group>
              ),
            }))}
          />
          <TotalsTable
            title={t('dataCheck.byRestaurant')}
            currency={currency}
            rows={data.totals.byRestaurant.map((row) => ({
              ...row,
              key: row.restaurant.uuid,
              label: `${row.restaurant.title} · ${platformLabel(row.restaurant.platform.name)} · ${row.restaurant.company.name}`,
            }))}
          />
          <Stack gap="xs" component="section" aria-label={t('dataCheck.vatTitle')}>
            <Title order={2} size="h4">
              {t('dataCheck.vatTitle')}
            </Title>
            <Table striped withTableBorder aria-label={t('dataCheck.vatTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dataCheck.rate')}</Table.Th>
                  <Table.Th ta="right">{t('dataCheck.ttc')}</Table.Th>
                  <Table.Th ta="right">{t('dataCheck.ht')}</Table.Th>
                  <Table.Th ta="right">{t('dataCheck.tva')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.vat.byRate.map((rate) => (
                  <Table.Tr key={rate.vatPercent}>
                    <Table.Td>{rate.vatPercent} %</Table.Td>
                    <Table.Td ta="right">{formatMoney(rate.ttc, currency)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(rate.ht, currency)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(rate.tva, currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
