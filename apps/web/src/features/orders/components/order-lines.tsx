import { Group, List, Stack, Text } from '@mantine/core';
import { formatMoney } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../api/cart-fields';
import { buildCustomisationTree, type CustomisationNode } from '../lib/customisation-tree';

function Customisations({ nodes, currency }: { nodes: CustomisationNode[]; currency: string }) {
  if (nodes.length === 0) return null;
  return (
    <List size="sm" withPadding listStyleType="disc">
      {nodes.map((node) => (
        <List.Item key={node.id}>
          {node.quantity > 1 ? `${node.quantity} × ` : ''}
          {node.customisation.title || node.item.title}
          {node.price !== 0 ? ` (+${formatMoney(node.price, currency)})` : ''}
          <Customisations nodes={node.children} currency={currency} />
        </List.Item>
      ))}
    </List>
  );
}

export function OrderLines({ lines, currency }: { lines: readonly CartLine[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={t('orders.detail.lines')}>
      {lines.map((line) => (
        <Stack key={line.id} gap={2}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={700}>
              {line.quantity} × {line.item.title}
              {line.category ? (
                <Text span c="dark.3" fw={500}>
                  {' '}
                  — {line.category}
                </Text>
              ) : null}
            </Text>
            <Text fw={700}>{formatMoney(line.price, currency)}</Text>
          </Group>
          <Customisations nodes={buildCustomisationTree(line.customisations)} currency={currency} />
          {line.specialInstructions ? <Text size="sm">{t('orders.detail.specialNote', { note: line.specialInstructions })}</Text> : null}
          {line.allergyInstructions ? (
            <Text size="sm" c="red.9" fw={700}>
              {t('orders.detail.allergyNote', { note: line.allergyInstructions })}
            </Text>
          ) : null}
          {line.vatAmount !== null ? (
            <Text size="xs" c="dark.3">
              {t('orders.detail.lineVat', { amount: formatMoney(line.vatAmount, currency) })}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
