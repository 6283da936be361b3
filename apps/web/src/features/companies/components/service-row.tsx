import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { formatMoney, SUBSCRIPTION_PRICE_MAX } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

export type ServiceState = {
  service: string;
  activated: boolean;
  price: number;
  startedAt: string | null;
  endedAt: string | null;
};

type ServiceRowProps = {
  label: string;
  state: ServiceState;
  currency: string;
  editable: boolean;
  saving: boolean;
  onChange: (change: { activated?: boolean; price?: number }) => void;
  /** A table row at a desk; a card of its own on a phone, where four columns do not fit. */
  layout: 'row' | 'card';
};

/**
 * One service: on or off, its monthly price, since or until when; a switch and a price field for those who manage it.
 */
export function ServiceRow({ label, state, currency, editable, saving, onChange, layout }: ServiceRowProps) {
  const { t, i18n } = useTranslation();
  // The price is typed in the currency's units and sent in minor units.
  const [draft, setDraft] = useState<number | string>(state.price / 100);
  // Mantine answers a string while the number is being typed ("59."): read it all the same.
  const draftMinor = draft === '' ? Number.NaN : Math.round(Number(draft) * 100);
  const priceChanged = Number.isFinite(draftMinor) && draftMinor !== state.price;
  const since = state.activated
    ? formatDateTime(state.startedAt, i18n.language)
    : formatDateTime(state.endedAt, i18n.language);

  const name = <Text fw={500}>{label}</Text>;
  const status = editable ? (
    <Switch
      checked={state.activated}
      disabled={saving}
      onChange={(event) => onChange({ activated: event.currentTarget.checked })}
      label={state.activated ? t('companyServices.on') : t('companyServices.off')}
      aria-label={t('companyServices.switchLabel', { service: label })}
      size="md"
    />
  ) : (
    <Badge variant="light" color={state.activated ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
      {state.activated ? t('companyServices.on') : t('companyServices.off')}
    </Badge>
  );
  const price = editable ? (
    <Group gap="xs" wrap="nowrap">
      <NumberInput
        value={draft}
        onChange={setDraft}
        min={0}
        max={SUBSCRIPTION_PRICE_MAX / 100}
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        w={120}
        size="md"
        aria-label={t('companyServices.priceLabel', { service: label, currency })}
        rightSection={
          <Text size="xs" c="dimmed">
            {currency}
          </Text>
        }
      />
      {priceChanged ? (
        <Button size="md" mih={48} variant="light" loading={saving} onClick={() => onChange({ price: draftMinor })}>
          {t('companyServices.savePrice')}
        </Button>
      ) : null}
    </Group>
  ) : (
    <Text>{formatMoney(state.price, currency)}</Text>
  );
  const dates = (
    <Text size="sm" c="dimmed">
      {since ? t(state.activated ? 'companyServices.since' : 'companyServices.endedOn', { date: since }) : '—'}
    </Text>
  );

  if (layout === 'card') {
    return (
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            {name}
            {status}
          </Group>
          {price}
          {dates}
        </Stack>
      </Paper>
    );
  }
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{status}</Table.Td>
      <Table.Td>{price}</Table.Td>
      <Table.Td>{dates}</Table.Td>
    </Table.Tr>
  );
}
