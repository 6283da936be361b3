import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type PlaceholderPageProps = { titleKey: string };

/** Stands in for a route that has no screen of its own; it shows no data on purpose. */
export function PlaceholderPage({ titleKey }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const page = t(titleKey);
  return (
    <Stack gap="md">
      <Title order={1}>{page}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <IconTools size={40} stroke={1.5} aria-hidden />
          <Title order={2} size="h3">
            {t('placeholder.title')}
          </Title>
          <Text c="dimmed">{t('placeholder.text', { page })}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
