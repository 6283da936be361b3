import { useState } from 'react';
import { Badge, Button, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { isPlatformCode, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/ui/platform-logo';
import { callReasonText } from '../../../lib/error-message';
import type { MenuMakerConfiguration } from '../api/configuration-fields';
import { useMenuPublications, type MenuPublication } from '../api/menu-publications';
import { usePublishMenu } from '../api/publish-menu';
import { ProblemList } from './problem-list';
import { ActionError } from '../../../components/ui/action-error';

const STATUS_COLORS: Record<string, string> = {
  PENDING: 'blue',
  SENT: 'green',
  FAILED: 'red',
  UNSUPPORTED: 'gray',
  INVALID: 'orange',
};

function PublicationRow({ publication }: { publication: MenuPublication }) {
  const { t } = useTranslation();
  const platform = publication.platform;
  // INVALID lists its problems below; any other status says its reason (the message beside it is the API's English).
  const reason = publication.status === 'INVALID' ? null : callReasonText(publication.reason, t);
  return (
    <Paper withBorder p="sm" data-testid="menu-publication">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <PlatformLogo platform={platform} />
          <Stack gap={0}>
            <Text fw={600}>
              {publication.restaurant.title} · {isPlatformCode(platform) ? PLATFORMS[platform].label : platform}
            </Text>
            {reason ? (
              <Text size="sm" c="dimmed">
                {reason}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Badge color={STATUS_COLORS[publication.status] ?? 'gray'} size="lg">
          {t(`menuMaker.publish.status.${publication.status}`)}
        </Badge>
      </Group>
      {publication.problems.length > 0 ? <ProblemList problems={publication.problems} /> : null}
    </Paper>
  );
}

/** Publish: choose the company's restaurants, send, then follow each platform's answer until none is pending. */
export function PublishPage({ configuration }: { configuration: MenuMakerConfiguration }) {
  const { t } = useTranslation();
  const restaurants = configuration.company.restaurants;
  const [chosen, setChosen] = useState<string[]>(configuration.restaurant ? [configuration.restaurant.uuid] : []);
  const [watched, setWatched] = useState<string[]>([]);
  const [answered, setAnswered] = useState<MenuPublication[]>([]);
  const publish = usePublishMenu(configuration.id);
  const publications = useMenuPublications(configuration.id, watched);
  const polled = (publications.data ?? []).filter((entry) => watched.includes(entry.restaurant.uuid));
  // Until the first poll answers, the publish answer itself is shown; INVALID ones are never polled (nothing was sent).
  const shown = answered.some((entry) => entry.status === 'INVALID') || polled.length === 0 ? answered : polled;
  const platformOf = new Map(restaurants.map((restaurant) => [restaurant.uuid, restaurant.platform.name]));

  return (
    <Stack gap="md">
      <MultiSelect
        label={t('menuMaker.publish.restaurants')}
        data={restaurants.map((restaurant) => {
          const platform = restaurant.platform.name;
          return {
            value: restaurant.uuid,
            label: `${restaurant.title} · ${isPlatformCode(platform) ? PLATFORMS[platform].label : platform}`,
          };
        })}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <PlatformLogo platform={platformOf.get(option.value) ?? ''} size={20} />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        value={chosen}
        onChange={setChosen}
        searchable
      />
      <Group>
        <Button
          leftSection={<IconSend aria-hidden />}
          mih={48}
          loading={publish.isPending}
          disabled={chosen.length === 0}
          onClick={() =>
            publish.mutate(chosen, {
              onSuccess: (results) => {
                setAnswered(results);
                setWatched(results.some((entry) => entry.status === 'INVALID') ? [] : chosen);
              },
            })
          }
        >
          {t('menuMaker.publish.submit')}
        </Button>
      </Group>
      <ActionError error={publish.error} title={t('menuMaker.publish.failed')} />
      {shown.length > 0 ? (
        <Stack gap="xs" aria-live="polite">
          {shown.map((publication) => (
            <PublicationRow key={publication.restaurant.uuid} publication={publication} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('menuMaker.publish.hint')}</Text>
      )}
    </Stack>
  );
}
