import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import type { DateRange } from '@comptoir/domain';
import { CompanySelect } from './company-select';
import { DateRangeField } from './date-range-field';
import { MarketingTypeSelect, type MarketingTypeSelectProps } from './marketing-type-select';
import { PlatformSelect } from './platform-select';
import { RestaurantSelect } from './restaurant-select';

export type ReportFilters = DateRange & { platforms: string[]; restaurants: string[]; companies: number[] };

type ReportFilterBarProps = {
  value: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  /** Administrators and account managers (user type User) filter by company too. */
  showCompanies?: boolean;
  /** History sends one company; other reports may take several. */
  maxCompanies?: number;
  maxDate?: string;
  /** Reports compared week by week widen the picked range to whole weeks. */
  snapWeeks?: boolean;
  marketingType?: MarketingTypeSelectProps;
  /** The report's export button, when it has one. */
  exportSlot?: ReactNode;
};

/** The filter bar shared by History and the report screens (docs/screens.md#report-filter-bar). */
export function ReportFilterBar({
  value,
  onChange,
  showCompanies = false,
  maxCompanies,
  maxDate,
  snapWeeks,
  marketingType,
  exportSlot,
}: ReportFilterBarProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search">
      <DateRangeField
        value={value}
        onChange={(range) => onChange({ ...value, ...range })}
        maxDate={maxDate}
        snapWeeks={snapWeeks}
      />
      {showCompanies ? (
        <CompanySelect
          value={value.companies}
          onChange={(companies) => onChange({ ...value, companies, restaurants: [] })}
          maxValues={maxCompanies}
        />
      ) : null}
      <PlatformSelect value={value.platforms} onChange={(platforms) => onChange({ ...value, platforms })} />
      <RestaurantSelect
        value={value.restaurants}
        onChange={(restaurants) => onChange({ ...value, restaurants })}
        platforms={value.platforms}
        companies={value.companies}
      />
      {marketingType ? <MarketingTypeSelect {...marketingType} /> : null}
      {exportSlot}
    </Group>
  );
}
