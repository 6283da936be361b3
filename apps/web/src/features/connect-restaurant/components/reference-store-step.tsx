import { Alert, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardPlatform } from '../lib/wizard-platforms';
import type { WizardForm } from './platform-wizard';
import { StoreNameField } from './store-name-field';

/**
 * Just Eat and Glovo publish no self-service link: the reference is sent to the account manager, who has the platform
 * connect the restaurant (docs/platforms.md#connecting-a-restaurant).
 */
export function ReferenceStoreStep({ platform, form }: { platform: WizardPlatform; form: WizardForm }) {
  const { t } = useTranslation();
  const slug = platform.slug;
  return (
    <Stack gap="md">
      <Alert color="blue" title={t('connectRestaurant.reference.requestTitle')}>
        {t(`connectRestaurant.reference.${slug}.intro`)}
      </Alert>
      <TextInput
        label={t(`connectRestaurant.reference.${slug}.label`)}
        description={t(`connectRestaurant.reference.${slug}.hint`)}
        required
        autoComplete="off"
        {...form.getInputProps('platformId')}
      />
      <StoreNameField form={form} />
    </Stack>
  );
}
