import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatMoney, isPlatformCode, validateMenu } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import type { MenuMakerConfiguration, MenuMakerItem } from '../api/configuration-fields';
import { toMenuToValidate } from '../lib/menu-to-validate';
import { ProblemList } from './problem-list';

type PreviewProps = { configuration: MenuMakerConfiguration };

// Options are items that may ask for groups of their own; the preview stops at a few levels, as customers would.
const MAX_DEPTH = 3;

function Choices({ configuration, item, depth }: PreviewProps & { item: MenuMakerItem; depth: number }) {
  const { t } = useTranslation();
  if (depth > MAX_DEPTH) return null;
  const groups = item.modifierGroups.flatMap((ref) =>
    configuration.modifierGroups.filter((group) => group.id === ref.id),
  );
  const items = new Map(configuration.items.map((row) => [row.id, row]));
  return (
    <Stack gap={4} pl={depth > 0 ? 'md' : 0}>
      {groups.map((group) => (
        <Stack key={group.id} gap={2}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {group.title}
            </Text>
            <Badge variant="light" size="sm">
              {t('menuMaker.choose', { min: group.minPermitted, max: group.maxPermitted })}
            </Badge>
          </Group>
          {group.options.map((option) => {
            const optionItem = items.get(option.item.id);
            if (!optionItem) return null;
            const price = option.price ?? optionItem.price ?? 0;
            return (
              <Stack key={option.item.id} gap={2} pl="sm">
                <Text size="sm">
                  {optionItem.title}
                  {price > 0 ? ` +${formatMoney(price)}` : ''}
                </Text>
                <Choices configuration={configuration} item={optionItem} depth={depth + 1} />
              </Stack>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/** The menu as a customer sees it (menus → categories → items with their choices), and what a platform would refuse. */
export function PreviewPage({ configuration }: PreviewProps) {
  const { t } = useTranslation();
  const platform = configuration.restaurant?.platform.name;
  const problems = validateMenu(
    toMenuToValidate(configuration),
    platform && isPlatformCode(platform) ? [platform] : [],
  );
  const items = new Map(configuration.items.map((item) => [item.id, item]));
  const categories = new Map(configuration.categories.map((category) => [category.id, category]));
  return (
    <Stack gap="md" data-testid="menu-preview">
      <ProblemList problems={problems} />
      {configuration.menus.map((menu) => (
        <Stack key={menu.id} gap="sm">
          <Title order={2}>{menu.title}</Title>
          {menu.subtitle ? <Text c="dimmed">{menu.subtitle}</Text> : null}
          {menu.categories
            .flatMap((ref) => categories.get(ref.id) ?? [])
            .map((category) => (
              <Stack key={category.id} gap="xs">
                <Title order={3}>{category.title}</Title>
                {category.description ? <Text size="sm">{category.description}</Text> : null}
                {category.items
                  .flatMap((ref) => items.get(ref.id) ?? [])
                  .map((item) => (
                    <Card key={item.id} withBorder padding="sm">
                      <Group align="flex-start" wrap="nowrap">
                        {item.imageUrl ? (
                          <Image src={item.imageUrl} alt="" w={72} h={72} radius="sm" fit="cover" />
                        ) : null}
                        <Stack gap={4} style={{ flex: 1 }}>
                          <Group justify="space-between">
                            <Text fw={600}>{item.title}</Text>
                            <Text fw={600}>
                              {item.price === null || item.price === undefined
                                ? t('menuMaker.items.noPrice')
                                : formatMoney(item.price)}
                            </Text>
                          </Group>
                          {item.description ? (
                            <Text size="sm" c="dimmed">
                              {item.description}
                            </Text>
                          ) : null}
                          <Choices configuration={configuration} item={item} depth={0} />
                        </Stack>
                      </Group>
                    </Card>
                  ))}
              </Stack>
            ))}
        </Stack>
      ))}
    </Stack>
  );
}
