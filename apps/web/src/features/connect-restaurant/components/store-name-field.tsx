import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardForm } from './platform-wizard';

/** The restaurant's name in Comptoir: on the tablet, the order tickets and the reports. */
export function StoreNameField({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('connectRestaurant.storeName')}
      description={t('connectRestaurant.storeNameHint')}
      required
      maxLength={100}
      {...form.getInputProps('storeName')}
    />
  );
}
