import { Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ServiceRow, type ServiceState } from './service-row';

type ServiceTableProps = {
  codes: readonly string[];
  states: readonly ServiceState[];
  labelOf: (code: string) => string;
  currency: string;
  editable: boolean;
  savingService: string | null;
  onChange: (service: string, change: { activated?: boolean; price?: number }) => void;
};

/** Every service of a list, with the ones never subscribed shown off at no price. */
export function ServiceTable({
  codes,
  states,
  labelOf,
  currency,
  editable,
  savingService,
  onChange,
}: ServiceTableProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)') === true;
  const rows = codes.map((code) => {
    const state = states.find((candidate) => candidate.service === code) ?? {
      service: code,
      activated: false,
      price: 0,
      startedAt: null,
      endedAt: null,
    };
    return (
      <ServiceRow
        // A new price from the server resets the field.
        key={`${code}:${state.price}`}
        label={labelOf(code)}
        state={state}
        currency={currency}
        editable={editable}
        saving={savingService === code}
        onChange={(change) => onChange(code, change)}
        layout={narrow ? 'card' : 'row'}
      />
    );
  });
  if (narrow) return <Stack gap="xs">{rows}</Stack>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('company.service')}</Table.Th>
            <Table.Th>{t('companies.status')}</Table.Th>
            <Table.Th>{t('companyServices.monthlyPrice')}</Table.Th>
            <Table.Th>{t('companyServices.dates')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
