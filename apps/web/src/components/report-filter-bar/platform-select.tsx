import { Group, MultiSelect, Text } from '@mantine/core';
import { PLATFORM_CODES, PLATFORMS } from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../ui/platform-logo';

const DATA = PLATFORM_CODES.map((code) => ({ value: code, label: PLATFORMS[code].label }));

type PlatformSelectProps = { value: string[]; onChange: (platforms: string[]) => void };

export function PlatformSelect({ value, onChange }: PlatformSelectProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('reportFilter.platforms')}
      placeholder={value.length === 0 ? t('reportFilter.allPlatforms') : undefined}
      data={DATA}
      value={value}
      onChange={onChange}
      searchable
      clearable
      size="md"
      miw={220}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap" mih={40}>
          <PlatformLogo platform={option.value} size={24} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
