import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DisputeRow } from '../api/dispute-fields';
import { formatDateTime } from '../../../lib/format';

/** The deadline of a dispute still to answer; once answered or past, it no longer matters and is not shown. */
export function AnswerBefore({ row }: { row: DisputeRow }) {
  const { t, i18n } = useTranslation();
  const deadline = formatDateTime(row.deadlineAt, i18n.language, row.restaurant.timezone);
  if (row.status !== 'TO_DISPUTE' || !deadline) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('disputes.columns.deadline')} <span style={{ whiteSpace: 'nowrap' }}>{deadline}</span>
    </Text>
  );
}
