import { Table, Text, UnstyledButton } from '@mantine/core';
import { formatMoney, shortDisplayId, type DisputeStatus } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import type { DisputeRow } from '../api/dispute-fields';
import { formatDateTime } from '../../../lib/format';
import { AnswerBefore } from './answer-before';
import { DisputeStatusBadge } from './dispute-status-badge';
import { problemText } from '../lib/problem-text';

type DisputesTableProps = { rows: readonly DisputeRow[]; currency: string; onOpen: (row: DisputeRow) => void };

export function DisputesTable({ rows, currency, onOpen }: DisputesTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('disputes.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('disputes.columns.platform')}</Table.Th>
            <Table.Th>{t('disputes.columns.id')}</Table.Th>
            <Table.Th>{t('disputes.columns.restaurant')}</Table.Th>
            <Table.Th>{t('disputes.columns.problem')}</Table.Th>
            <Table.Th>{t('disputes.columns.date')}</Table.Th>
            <Table.Th ta="right">{t('disputes.columns.incorrectPrice')}</Table.Th>
            <Table.Th ta="right">{t('disputes.columns.refundedPrice')}</Table.Th>
            <Table.Th>{t('disputes.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => onOpen(row)} style={{ cursor: 'pointer' }} data-testid="dispute-row">
              <Table.Td>
                <PlatformLogo platform={row.restaurant.platform.name} />
              </Table.Td>
              <Table.Td>
                {/* The row is clickable for touch; this button gives keyboards and screen readers the same action. */}
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row);
                  }}
                  mih={48}
                  fw={700}
                  aria-label={t('disputes.open', { id: shortDisplayId(row.displayOrderId) })}
                >
                  #{shortDisplayId(row.displayOrderId)}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{row.restaurant.title}</Table.Td>
              <Table.Td>
                <Text size="sm">{problemText(row.orderProblem, t) ?? '—'}</Text>
                {row.dishName ? (
                  <Text size="xs" c="dimmed">
                    {row.dishName}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.createdAt, i18n.language, row.restaurant.timezone)}
                </Text>
                <AnswerBefore row={row} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.incorrectPrice, currency)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {row.status === 'WON' ? formatMoney(row.refundedPrice, currency) : '—'}
              </Table.Td>
              <Table.Td>
                <DisputeStatusBadge status={row.status as DisputeStatus} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
