import { ActionIcon, Button, Code, CopyButton, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Printer } from '../api/printers';
import { useRotatePrinterSecret } from '../api/rotate-printer-secret';
import { ActionError } from '../../../components/ui/action-error';

function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          style={{ overflowWrap: 'anywhere', whiteSpace: 'normal', flex: 1, fontSize: 'var(--mantine-font-size-sm)' }}
          p="xs"
        >
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('printers.connect.copied') : t('printers.connect.copy', { what: label })}>
              <ActionIcon
                size={48}
                variant="light"
                color={copied ? 'green' : 'blue'}
                onClick={copy}
                aria-label={t('printers.connect.copy', { what: label })}
              >
                {copied ? <IconCheck size={20} /> : <IconCopy size={20} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

// Epson printers poll their own path next to CloudPRNT's, with the same credentials
// (docs/printing.md#epson-server-direct-print).
function epsonUrlOf(cloudPrntUrl: string): string {
  return cloudPrntUrl.replace(/\/cloudprnt$/, '/epson-sdp');
}

/** What to type into the printer, and where: Star's CloudPRNT page, or Epson's Server Direct Print settings. */
export function ConnectPanel({ printer }: { printer: Printer }) {
  const { t } = useTranslation();
  const rotate = useRotatePrinterSecret();
  const { url, username, password } = printer.connection;

  return (
    <Stack gap="md">
      <CopyValue label={t('printers.connect.url')} value={url} />
      <CopyValue label={t('printers.connect.username')} value={username} />
      <CopyValue label={t('printers.connect.password')} value={password} />
      <Title order={3} size="h5">
        {t('printers.connect.starTitle')}
      </Title>
      <List type="ordered" spacing={4}>
        <List.Item>{t('printers.connect.star1')}</List.Item>
        <List.Item>{t('printers.connect.star2')}</List.Item>
        <List.Item>{t('printers.connect.star3')}</List.Item>
        <List.Item>{t('printers.connect.star4')}</List.Item>
        <List.Item>{t('printers.connect.star5')}</List.Item>
      </List>
      <Title order={3} size="h5">
        {t('printers.connect.epsonTitle')}
      </Title>
      <CopyValue label={t('printers.connect.epsonUrl')} value={epsonUrlOf(url)} />
      <List type="ordered" spacing={4}>
        <List.Item>{t('printers.connect.epson1')}</List.Item>
        <List.Item>{t('printers.connect.epson2')}</List.Item>
        <List.Item>{t('printers.connect.epson3')}</List.Item>
        <List.Item>{t('printers.connect.epson4')}</List.Item>
      </List>
      <ActionError error={rotate.error} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {t('printers.connect.rotateHint')}
        </Text>
        <Button mih={48} variant="default" loading={rotate.isPending} onClick={() => rotate.mutate(printer.id)}>
          {t('printers.connect.rotate')}
        </Button>
      </Group>
    </Stack>
  );
}
