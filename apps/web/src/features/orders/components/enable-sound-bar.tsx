import { UnstyledButton, Group, Text } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { unlockSound, useSoundBlocked } from '../lib/new-order-sound';
import { useSoundSettings } from '../lib/sound-settings';

/**
 * The browser refused the new-order sound until the screen is tapped (after a reload, say): a bar across the screen
 * says so until a tap lets the sound play (docs/orders.md#new-order-alert). A muted device has nothing to enable.
 */
export function EnableSoundBar() {
  const { t } = useTranslation();
  const blocked = useSoundBlocked();
  const { muted } = useSoundSettings();
  if (!blocked || muted) return null;
  return (
    <UnstyledButton
      onClick={unlockSound}
      w="100%"
      mih={56}
      mb="md"
      px="md"
      py="sm"
      bg="red.9"
      c="white"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="sm" wrap="nowrap" justify="center">
        <IconVolume size={28} aria-hidden />
        <Text fw={800} size="lg" c="white">
          {t('orders.enableSound')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
