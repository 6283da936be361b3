import type { ReactNode } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';

type Option<T extends string> = { value: T; label: string; icon: ReactNode };

/** A labelled group of radio cards, one a row, each a 48 px touch target. */
type OptionCardsProps<T extends string> = {
  label: string;
  description?: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
};

export function OptionCards<T extends string>({ label, description, value, options, onChange }: OptionCardsProps<T>) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(options.find((option) => option.value === next)?.value ?? value)}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio.Card key={option.value} value={option.value} p="sm" radius="md" mih={48}>
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator />
              {option.icon}
              <Text size="sm">{option.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
