import { ActionIcon, Alert, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A secret the API answered once: copy it now, it is never shown again (the server keeps no readable copy for us). */
export function RevealedSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('console.secret.copyNow')}>
      <Stack gap="sm">
        <Text size="sm">{t('console.secret.notShownAgain')}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            aria-label={t('console.secret.newSecret')}
            data-testid="webhook-secret"
            style={{
              flex: 1,
              minWidth: 0,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-wrap',
              fontSize: 'var(--mantine-font-size-sm)',
            }}
          >
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('console.secret.copied') : t('console.secret.copy')}>
                <ActionIcon
                  size={48}
                  variant="light"
                  color={copied ? 'green' : 'blue'}
                  onClick={copy}
                  aria-label={t('console.secret.copy')}
                >
                  {copied ? <IconCheck size={20} /> : <IconCopy size={20} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button variant="default" mih={48} onClick={onDone}>
            {t('console.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
