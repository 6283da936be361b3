import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { clientDisplayName, formatMoney } from '@comptoir/domain';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { HistoryPerson, HistoryRow } from '../api/history-query';
import { formatDateTime } from '../../../lib/format';

function personName(person: HistoryPerson): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ');
}

type HistoryTableProps = { rows: readonly HistoryRow[]; currency: string; onOpen: (cartId: number) => void };

export function HistoryTable({ rows, currency, onOpen }: HistoryTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('history.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.platform')}</Table.Th>
            <Table.Th>{t('history.columns.id')}</Table.Th>
            <Table.Th>{t('history.columns.restaurant')}</Table.Th>
            <Table.Th>{t('history.columns.client')}</Table.Th>
            <Table.Th>{t('history.columns.courier')}</Table.Th>
            <Table.Th>{t('history.columns.photo')}</Table.Th>
            <Table.Th>{t('history.columns.date')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.total')}</Table.Th>
            <Table.Th>{t('history.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => onOpen(row.id)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <PlatformLogo platform={row.restaurant.platform.name} />
              </Table.Td>
              <Table.Td>
                {/* The row is clickable for touch; this button gives keyboards and screen readers the same action. */}
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row.id);
                  }}
                  mih={48}
                  fw={700}
                  aria-label={t('history.openOrder', { displayId: row.displayId })}
                >
                  #{row.displayId}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{row.restaurant.title}</Table.Td>
              <Table.Td>{clientDisplayName(row.client)}</Table.Td>
              <Table.Td>{personName(row.courser)}</Table.Td>
              <Table.Td>{row.hasImage ? <IconPhoto aria-label={t('history.hasPhoto')} role="img" /> : null}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.createdAt, i18n.language, row.restaurant.timezone)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.total, currency)}
              </Table.Td>
              <Table.Td>
                <Group gap={0}>
                  <OrderStatusBadge status={row.status} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
