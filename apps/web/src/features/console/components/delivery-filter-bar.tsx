import { Button, Group, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { APPLICATION_WEBHOOK_EVENTS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { datePickerProps } from '../../../lib/date-pickers';
import {
  DELIVERY_STATUSES,
  hasDeliveryFilter,
  NO_DELIVERY_FILTERS,
  type DeliveryFilters,
} from '../lib/delivery-filters';

type DeliveryFilterBarProps = { value: DeliveryFilters; onChange: (filters: DeliveryFilters) => void };

const FIELD = { size: 'md', style: { flex: '1 1 180px' }, styles: { input: { minHeight: 48 } } } as const;

/** Event, status and the days written (UTC days, as the API counts them). */
export function DeliveryFilterBar({ value, onChange }: DeliveryFilterBarProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        {...FIELD}
        style={{ flex: '1 1 230px' }}
        label={t('console.log.event')}
        placeholder={t('console.log.allEvents')}
        data={APPLICATION_WEBHOOK_EVENTS.map((event) => ({ value: event, label: event }))}
        value={value.event}
        onChange={(event) =>
          onChange({ ...value, event: APPLICATION_WEBHOOK_EVENTS.find((known) => known === event) ?? null })
        }
        clearable
      />
      <Select
        {...FIELD}
        label={t('console.log.status')}
        placeholder={t('console.log.allStatuses')}
        data={DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`console.status.${status}`) }))}
        value={value.status}
        onChange={(status) =>
          onChange({ ...value, status: DELIVERY_STATUSES.find((known) => known === status) ?? null })
        }
        clearable
      />
      <DateInput
        {...FIELD}
        label={t('console.log.from')}
        value={value.fromDate}
        onChange={(fromDate) => onChange({ ...value, fromDate })}
        maxDate={value.toDate ?? undefined}
        {...datePickerProps(i18n.language)}
        clearable
      />
      <DateInput
        {...FIELD}
        label={t('console.log.to')}
        value={value.toDate}
        onChange={(toDate) => onChange({ ...value, toDate })}
        minDate={value.fromDate ?? undefined}
        {...datePickerProps(i18n.language)}
        clearable
      />
      {hasDeliveryFilter(value) ? (
        <Button variant="subtle" mih={48} onClick={() => onChange(NO_DELIVERY_FILTERS)}>
          {t('console.log.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
