import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './settings-form-context';

type SwitchField = 'isIntegrated' | 'rdOptional' | 'manualDisputeHandling' | 'comissionInvoicing';

/** One on/off setting, with the sentence that says what it changes. */
export function SettingSwitch({ form, readOnly, field }: SectionProps & { field: SwitchField }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t(`restaurantSettings.fields.${field}`)}
      description={t(`restaurantSettings.hints.${field}`)}
      size="md"
      disabled={readOnly}
      key={form.key(field)}
      {...form.getInputProps(field, { type: 'checkbox' })}
    />
  );
}
