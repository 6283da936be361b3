import { useTranslation } from 'react-i18next';
import { SettingSwitch } from './setting-switch';
import type { SectionProps } from './settings-form-context';
import { SettingsSection } from './settings-section';

/** Disputes & invoicing: who disputes the platform's refunds, and whether Comptoir invoices its commission. */
export function DisputesFields({ form, readOnly }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection legend={t('restaurantSettings.sections.disputes')}>
      <SettingSwitch form={form} readOnly={readOnly} field="manualDisputeHandling" />
      <SettingSwitch form={form} readOnly={readOnly} field="comissionInvoicing" />
    </SettingsSection>
  );
}
