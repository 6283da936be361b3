import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { Printer } from '../api/printers';

type PrintJob = Printer['recentJobs'][number];

const BADGE_COLORS = { QUEUED: 'gray', DELIVERED: 'gray', PRINTED: 'green', FAILED: 'red' } as const;
// A long code such as "411 Paper Jam" wraps inside its badge on a phone instead of being cut.
const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** Printers report their codes URL-encoded at times ("410%20Paper%20Out"). */
function readableCode(code: string): string {
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
}

/** The printer's last tickets (docs/printing.md#managing-printers): what came out, what waits, what failed and why. */
export function RecentJobs({ printer }: { printer: Printer }) {
  const { t, i18n } = useTranslation();
  const titleId = `printer-${printer.id}-jobs`;

  const statusOf = (job: PrintJob) => {
    if (job.status === 'PRINTED') return t('printers.jobs.printed');
    if (job.status === 'FAILED')
      return job.resultCode
        ? t('printers.jobs.failedWith', { code: readableCode(job.resultCode) })
        : t('printers.jobs.failed');
    return t('printers.jobs.waiting');
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={titleId}>
        {t('printers.jobs.title')}
      </Text>
      {printer.recentJobs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('printers.jobs.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} aria-labelledby={titleId} m={0} p={0} style={{ listStyle: 'none' }}>
          {printer.recentJobs.map((job) => (
            <Group component="li" key={job.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {job.order ? t('printers.jobs.order', { number: job.order.displayId }) : t('printers.jobs.testPage')}
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {formatDateTime(job.printedAt ?? job.createdAt, i18n.language)}
                </Text>
              </Text>
              <Badge
                color={BADGE_COLORS[job.status]}
                variant="light"
                styles={WRAPPING_BADGE}
                style={{ flexShrink: 0, maxWidth: '50%' }}
              >
                {statusOf(job)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
