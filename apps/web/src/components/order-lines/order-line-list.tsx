import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, showsUnitPrice } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { ShownLineRow } from './order-line-input';

// docs/orders.md#lines-and-options: the right-hand amounts of a line are its item's amount and each priced option's
// total; its total row (when options add money) is what the line comes to, and the line totals add up to Sales.

const amountStyle = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const nameStyle = { minWidth: 0, overflowWrap: 'anywhere' } as const;

function Line({ line, currency }: { line: ShownLineRow; currency: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Stack gap={2} component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Text fw={700} style={nameStyle}>
          {line.quantity} × {line.name}
          {line.category ? (
            <Text span c="dimmed" fw={500}>
              {' '}
              — {line.category}
            </Text>
          ) : null}
        </Text>
        <Text fw={700} style={amountStyle}>
          {money(line.itemAmount)}
        </Text>
      </Group>
      {showsUnitPrice(line.quantity) ? (
        <Text size="sm" c="dimmed" pl="md" style={amountStyle}>
          {line.quantity} × {money(line.unitPrice)}
        </Text>
      ) : null}
      {line.options.map((option, index) => (
        <Group
          key={index}
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
          gap="sm"
          pl={`calc(var(--mantine-spacing-md) * ${option.depth})`}
        >
          <Text size="sm" style={nameStyle}>
            + {option.quantity > 1 ? `${option.quantity} × ` : ''}
            {option.name}
            {option.group ? (
              <Text span c="dimmed" size="sm">
                {' '}
                · {option.group}
              </Text>
            ) : null}
            {showsUnitPrice(option.count) && option.unitPrice !== 0 ? (
              <Text span c="dimmed" size="sm" style={amountStyle}>
                {' '}
                ({option.count} × {money(option.unitPrice)})
              </Text>
            ) : null}
          </Text>
          {option.total !== 0 ? (
            <Text size="sm" style={amountStyle}>
              {money(option.total)}
            </Text>
          ) : null}
        </Group>
      ))}
      {line.specialInstructions ? (
        <Text size="sm" pl="md">
          {t('orders.detail.specialNote', { note: line.specialInstructions })}
        </Text>
      ) : null}
      {line.allergyInstructions ? (
        <Text size="sm" pl="md" c="red" fw={700}>
          {t('orders.detail.allergyNote', { note: line.allergyInstructions })}
        </Text>
      ) : null}
      {line.showsTotalRow ? (
        <Group
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          pl="md"
          style={{ borderTop: '1px dashed var(--mantine-color-default-border)' }}
        >
          <Text size="sm" fw={700}>
            {t('orders.detail.lineTotal')}
          </Text>
          <Text fw={800} style={amountStyle}>
            {money(line.total)}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/** An order's lines as every screen shows them: quantity × unit price, the options chosen, each line's total. */
export function OrderLineList({ lines, currency }: { lines: readonly ShownLineRow[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orders.detail.lines')}>
      {lines.map((line, index) => (
        <Line key={index} line={line} currency={currency} />
      ))}
    </Stack>
  );
}
