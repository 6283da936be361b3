import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../../lib/connection';
import { PageAccessForm } from './page-access-form';
import { PinChangeForm } from './pin-change-form';

/** /settings: the company's PIN and the pages it protects ("PIN change, page access", docs/pin.md#tags). */
export function SettingsPage() {
  const { t } = useTranslation();
  const { viewer } = useConnection();
  const company = viewer?.actingAs?.__typename === 'Company' ? viewer.actingAs : null;
  return (
    <Stack>
      <Title order={1}>{t('settings.title')}</Title>
      {company ? (
        <Paper withBorder p="lg">
          <Stack gap="xl">
            <PinChangeForm />
            <Divider />
            {/* Keyed by the saved tags so the switches restart from the server's answer after a save. */}
            <PageAccessForm key={JSON.stringify(company.pagesAccess)} pagesAccess={company.pagesAccess} />
          </Stack>
        </Paper>
      ) : (
        <Text>{t('settings.companiesOnly')}</Text>
      )}
    </Stack>
  );
}
