import { useState } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useApplicationSettings } from '../api/application-settings';
import { DeliveryLog } from './delivery-log';
import { SecretCard } from './secret-card';
import { SettingsCard } from './settings-card';
import { errorMessage } from '../../../lib/error-message';

/** /console: an application's settings, its signing secret, a test event and the log of what was posted to it. */
export function ConsolePage() {
  const { t } = useTranslation();
  const application = useApplicationSettings();
  // A secret the API answered once lives here while the page is open, whichever card obtained it.
  const [revealed, setRevealed] = useState<string | null>(null);
  const settings = application.data;

  return (
    <Stack gap="md">
      <Title order={1}>{t('console.title')}</Title>
      <Text c="dimmed">{t('console.intro')}</Text>
      {application.isPending ? <ListSkeleton rows={4} /> : null}
      {application.isError ? (
        <ErrorState
          message={`${t('console.loadError')} ${errorMessage(application.error, t)}`}
          onRetry={() => void application.refetch()}
          retrying={application.isRefetching}
        />
      ) : null}
      {settings ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <SettingsCard key={settings.uuid} application={settings} onSecretCreated={setRevealed} />
          <SecretCard application={settings} revealed={revealed} onRevealed={setRevealed} />
        </SimpleGrid>
      ) : null}
      {settings ? (
        <DeliveryLog hasWebhookUrl={Boolean(settings.webhookUrl)} eventsOn={settings.webhookEnabled} />
      ) : null}
    </Stack>
  );
}
