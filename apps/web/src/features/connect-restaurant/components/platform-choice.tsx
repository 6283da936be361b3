import { useId } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBolt, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { WIZARD_PLATFORMS } from '../lib/wizard-platforms';

/**
 * The wizard's first choice: the six platforms as the app shows them elsewhere, each with how it gets connected.
 * Each card is one link named by the platform's name as written on it; the hint and the activation below are its
 * description, where an aria-label would have named it with fewer words than it shows (docs/accessibility.md#names).
 */
export function PlatformChoice({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap="sm">
      <Text>{t('connectRestaurant.choosePlatform')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {WIZARD_PLATFORMS.map(({ code, slug, platform, activation }) => (
          <UnstyledButton
            key={code}
            component={Link}
            to={`${basePath}/${slug}`}
            aria-describedby={`${id}-${slug}`}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Paper
              withBorder
              p="md"
              radius="md"
              mih={96}
              h="100%"
              style={{ borderLeft: `6px solid ${platform.color}` }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <PlatformLogo platform={code} size={40} decorative />
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={700}>{platform.label}</Text>
                  <Stack gap={4} id={`${id}-${slug}`} aria-hidden>
                    <Text size="sm" c="dimmed">
                      {t(`connectRestaurant.platformHint.${slug}`)}
                    </Text>
                    <Group gap={6} wrap="nowrap" c={activation === 'review' ? 'blue' : 'teal'}>
                      {activation === 'review' ? (
                        <IconUserCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
                      ) : (
                        <IconBolt size={16} aria-hidden style={{ flexShrink: 0 }} />
                      )}
                      <Text size="sm" fw={600} c="inherit">
                        {activation === 'review' ? t('connectRestaurant.reviewed') : t('connectRestaurant.immediate')}
                      </Text>
                    </Group>
                  </Stack>
                </Stack>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
