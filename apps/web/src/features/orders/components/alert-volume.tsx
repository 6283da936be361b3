import { useState } from 'react';
import { Group, Slider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveSoundSettings, useSoundSettings } from '../lib/sound-settings';

/** The new-order volume, kept by the device beside the mute switch (docs/orders.md#new-order-alert). */
export function AlertVolume() {
  const { t } = useTranslation();
  const { muted, volume } = useSoundSettings();
  // The thumb follows the finger; the volume is saved (and heard, if an order rings) when it is let go.
  const [shown, setShown] = useState(volume);
  return (
    <Group gap="sm" wrap="nowrap" miw={260}>
      <Text id="alert-volume-label" fw={600}>
        {t('orders.volume')}
      </Text>
      <Slider
        flex={1}
        miw={120}
        size="lg"
        thumbSize={28}
        min={0}
        max={1}
        step={0.05}
        disabled={muted}
        value={shown}
        onChange={setShown}
        onChangeEnd={(next) => saveSoundSettings({ volume: next })}
        label={(value) => `${Math.round(value * 100)} %`}
        thumbProps={{ 'aria-labelledby': 'alert-volume-label' }}
      />
    </Group>
  );
}
