import { useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import { currentWeekRange, DEFAULT_CURRENCY, isMarketingType } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportFilterBar, type ReportFilters } from '../../../components/report-filter-bar/report-filter-bar';
import { fromBarFilters, toBarFilters } from '../../../components/report-filter-bar/report-filter-params';
import { useConnection } from '../../../lib/connection';
import { useMarketingTypes } from '../api/marketing-type-query';
import { readMarketingFilters, writeMarketingFilters, type MarketingFilters } from '../lib/marketing-filters';
import { AdsView } from './ads-view';
import { OffersView } from './offers-view';

/**
 * marketing (docs/screens.md#report-filter-bar): offers or ads over whole weeks, with the shared filter bar and its
 * report type selector.
 */
export function MarketingPage({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const [params, setParams] = useSearchParams();
  const defaultWeek = useMemo(
    () => currentWeekRange(now ?? new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    [now],
  );
  const filters = readMarketingFilters(params, defaultWeek);
  const isUser = viewer?.typename === 'User';
  const sent: MarketingFilters = isUser ? filters : { ...filters, company: null };
  const currency = viewer?.actingAs?.currency ?? DEFAULT_CURRENCY;
  const types = useMarketingTypes();
  const typeOptions = (types.data ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
  const show = (next: MarketingFilters) => setParams(writeMarketingFilters(next), { replace: true });

  function changeFilters(bar: ReportFilters) {
    show({ ...sent, ...fromBarFilters(bar) });
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('marketing.title')}</Title>
      <ReportFilterBar
        value={toBarFilters(sent)}
        onChange={changeFilters}
        showCompanies={isUser}
        maxCompanies={1}
        snapWeeks
        marketingType={{
          value: sent.type,
          options: typeOptions,
          onChange: (type) => show({ ...sent, type: isMarketingType(type) ? type : 'OFFERS' }),
        }}
      />
      {sent.type === 'ADS' ? (
        <AdsView filters={sent} currency={currency} />
      ) : (
        <OffersView filters={sent} currency={currency} />
      )}
    </Stack>
  );
}
