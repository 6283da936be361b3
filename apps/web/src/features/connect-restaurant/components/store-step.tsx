import type { WizardPlatform } from '../lib/wizard-platforms';
import { DeliverooStoreStep } from './deliveroo-store-step';
import { GetRestoStoreStep } from './get-resto-store-step';
import type { WizardForm } from './platform-wizard';
import { ReferenceStoreStep } from './reference-store-step';
import { StoreNameField } from './store-name-field';
import { UberEatsStoreStep } from './uber-eats-store-step';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { companyId: number; platform: WizardPlatform; form: WizardForm };

/** The first step: which store, on that platform, as the platform names it. */
export function StoreStep({ companyId, platform, form }: Props) {
  const { t } = useTranslation();
  switch (platform.code) {
    case 'PLATFORM_UBER_EAT':
      return <UberEatsStoreStep companyId={companyId} form={form} />;
    case 'PLATFORM_DELIVEROO':
      return <DeliverooStoreStep form={form} />;
    case 'PLATFORM_JUST_EAT':
    case 'PLATFORM_GLOVO':
      return <ReferenceStoreStep platform={platform} form={form} />;
    case 'PLATFORM_GET_RESTO':
      return <GetRestoStoreStep companyId={companyId} form={form} />;
    case 'PLATFORM_CLICK_N_COLLECT':
      return (
        <Stack gap="md">
          <Alert color="teal">{t('connectRestaurant.clickNCollect.intro')}</Alert>
          <StoreNameField form={form} />
        </Stack>
      );
  }
}
