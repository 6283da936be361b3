import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../lib/service-worker';

/** Offers the new build once its service worker waits; only a tap reloads (docs/offline.md#updates). */
export function UpdateBanner() {
  const { t } = useTranslation();
  const reload = useWaitingUpdate();
  if (!reload) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }}>
      <Paper role="status" shadow="md" withBorder p="sm" maw={520} mx="auto">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t('appUpdate.available')}</Text>
          <Button h={48} onClick={reload}>
            {t('appUpdate.reload')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
