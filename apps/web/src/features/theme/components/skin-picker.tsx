import { Box, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { SKINS, type Skin } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';

// A thumbnail of each skin: its side menu, then its content (docs/theme.md). Fixed shades, so every thumbnail looks
// the same whatever skin is showing.
const PREVIEW: Readonly<Record<Skin, { menu: string; content: string; border: string }>> = {
  light: { menu: 'var(--mantine-color-gray-0)', content: 'var(--mantine-color-white)', border: 'transparent' },
  dark: { menu: 'var(--mantine-color-dark-6)', content: 'var(--mantine-color-dark-7)', border: 'transparent' },
  bordered: {
    menu: 'var(--mantine-color-white)',
    content: 'var(--mantine-color-white)',
    border: 'var(--mantine-color-gray-5)',
  },
  'semi-dark': { menu: 'var(--mantine-color-dark-7)', content: 'var(--mantine-color-white)', border: 'transparent' },
};

const LABEL_KEYS: Readonly<Record<Skin, string>> = {
  light: 'theme.skins.light',
  dark: 'theme.skins.dark',
  bordered: 'theme.skins.bordered',
  'semi-dark': 'theme.skins.semiDark',
};

function SkinPreview({ skin }: { skin: Skin }) {
  const { menu, content, border } = PREVIEW[skin];
  return (
    <Group
      gap={0}
      w={44}
      h={32}
      wrap="nowrap"
      aria-hidden
      style={{ flexShrink: 0, borderRadius: 4, overflow: 'hidden', outline: '1px solid var(--mantine-color-gray-4)' }}
    >
      <Box w={14} h="100%" bg={menu} style={{ borderInlineEnd: `1px solid ${border}` }} />
      <Box h="100%" bg={content} p={4} style={{ flex: 1 }}>
        <Box h="100%" bg={content} style={{ border: `1px solid ${border}`, borderRadius: 2 }} />
      </Box>
    </Group>
  );
}

export function SkinPicker({ value, onChange }: { value: Skin; onChange: (skin: Skin) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('theme.skin')}
      value={value}
      onChange={(next) => onChange(SKINS.find((skin) => skin === next) ?? value)}
    >
      {/* One card a line, like the other choices: the drawer is too narrow for two with "Semi-sombre" side by side. */}
      <SimpleGrid cols={1} spacing="xs" mt="xs">
        {SKINS.map((skin) => (
          <Radio.Card key={skin} value={skin} p="sm" radius="md" mih={48}>
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator />
              <SkinPreview skin={skin} />
              <Text size="sm">{t(LABEL_KEYS[skin])}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
