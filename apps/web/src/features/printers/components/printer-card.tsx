import { Accordion, Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { printerStatusIssue } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { formatTimeAgo } from '../../../lib/format';
import type { PrintableRestaurant } from '../api/printer-restaurants';
import type { Printer } from '../api/printers';
import { usePrintTestPage } from '../api/print-test-page';
import { ConnectPanel } from './connect-panel';
import { PrinterSettingsForm } from './printer-settings-form';
import { RecentJobs } from './recent-jobs';
import { ActionError } from '../../../components/ui/action-error';

// A long translation wraps inside its badge instead of being cut with an ellipsis.
const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** One printer: whether it polls, what it last reported, a test print, its settings and how to connect it. */
export function PrinterCard({
  printer,
  restaurants,
}: {
  printer: Printer;
  restaurants: readonly PrintableRestaurant[];
}) {
  const { t, i18n } = useTranslation();
  const testPage = usePrintTestPage();
  const issue = printerStatusIssue(printer.status);
  const lastPoll = formatTimeAgo(printer.lastPing, i18n.language);
  const model = [printer.brand === 'other' ? t('printers.otherModel') : printer.brand, printer.clientType]
    .filter(Boolean)
    .join(' · ');
  const titleId = `printer-${printer.id}-title`;

  const printTest = () => testPage.mutate(printer.id);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4" id={titleId}>
                {printer.label}
              </Title>
              <Badge
                color={printer.online ? 'green' : 'gray'}
                variant={printer.online ? 'filled' : 'light'}
                size="lg"
                styles={WRAPPING_BADGE}
              >
                {printer.online ? t('printers.online') : t('printers.offline')}
              </Badge>
              {printer.cloudPrintEnabled ? null : (
                <Badge color="gray" variant="outline" size="lg" styles={WRAPPING_BADGE}>
                  {t('printers.cloudPrintOff')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {model ? `${model} · ` : ''}
              {printer.mac}
            </Text>
            <Text size="sm">{lastPoll ? t('printers.lastPoll', { when: lastPoll }) : t('printers.neverPolled')}</Text>
          </Stack>
          <Button mih={48} variant="light" onClick={printTest} loading={testPage.isPending}>
            {t('printers.test.button')}
          </Button>
        </Group>
        {issue ? (
          <Alert color={issue === 'paperLow' ? 'yellow' : 'orange'} title={t(`printers.issue.${issue}`)}>
            {t('printers.issue.hint')}
          </Alert>
        ) : null}
        {testPage.isSuccess ? (
          <Text role="status" size="sm" c="green">
            {t('printers.test.queued', { label: printer.label })}
          </Text>
        ) : null}
        <ActionError error={testPage.error} title={t('printers.test.failed')} />
        <RecentJobs printer={printer} />
        <Accordion variant="separated" chevronPosition="left">
          <Accordion.Item value="settings">
            <Accordion.Control>{t('printers.settings.title')}</Accordion.Control>
            <Accordion.Panel>
              <PrinterSettingsForm printer={printer} restaurants={restaurants} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="connect">
            <Accordion.Control>{t('printers.connect.title')}</Accordion.Control>
            <Accordion.Panel>
              <ConnectPanel printer={printer} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Card>
  );
}
