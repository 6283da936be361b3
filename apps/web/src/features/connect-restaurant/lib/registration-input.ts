import { readDeliverooHubUrl } from '@comptoir/domain';
import type { WizardValues } from './wizard-draft';
import type { WizardPlatform } from './wizard-platforms';

/** registerPendingRestaurant's arguments (docs/screens.md#adding-a-restaurant). */
export type RegistrationInput = {
  companyId: number;
  platform: string;
  storeName: string;
  platformId?: string;
  brandId?: string;
  hubUrl?: string;
  authorizationId?: string;
  applicationId?: number;
  login?: string;
  password?: string;
  isTabletLess?: boolean;
};

function storeFields({ code }: WizardPlatform, values: WizardValues): Partial<RegistrationInput> {
  switch (code) {
    case 'PLATFORM_UBER_EAT':
      return values.uberMethod === 'connect'
        ? { platformId: values.platformId, authorizationId: values.authorizationId }
        : { platformId: values.platformId.trim() };
    case 'PLATFORM_DELIVEROO':
      // The server reads the Hub address with the same function the form did, so it gets the address itself.
      return values.deliverooMethod === 'hub'
        ? { hubUrl: values.hubUrl.trim() }
        : { brandId: values.brandId.trim(), platformId: values.platformId.trim() };
    case 'PLATFORM_JUST_EAT':
    case 'PLATFORM_GLOVO':
      return { platformId: values.platformId.trim() };
    case 'PLATFORM_GET_RESTO':
      return { applicationId: Number(values.applicationId) };
    case 'PLATFORM_CLICK_N_COLLECT':
      return {};
  }
}

/** The store's id on its platform, as the tablet-login check needs it: a Hub address's site, else the id typed. */
export function platformStoreIdOf({ code }: WizardPlatform, values: WizardValues): string | null {
  if (code === 'PLATFORM_DELIVEROO' && values.deliverooMethod === 'hub') {
    const reading = readDeliverooHubUrl(values.hubUrl);
    return reading.ok ? reading.ids.siteId : null;
  }
  return values.platformId.trim() || null;
}

function tabletFields(platform: WizardPlatform, values: WizardValues): Partial<RegistrationInput> {
  if (!platform.steps.includes('tablet')) return {};
  if (values.tabletMode === 'tabletless') return { isTabletLess: true };
  return { isTabletLess: false, login: values.tabletLogin.trim(), password: values.tabletPassword };
}

export function registrationInput(
  companyId: number,
  platform: WizardPlatform,
  values: WizardValues,
): RegistrationInput {
  return {
    companyId,
    platform: platform.code,
    storeName: values.storeName.trim(),
    ...storeFields(platform, values),
    ...tabletFields(platform, values),
  };
}
