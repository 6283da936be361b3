import { isPhoneNumber, requiredText, validateWebhookUrl, type ValidationKey } from '@comptoir/domain';
import type { ApplicationSettings } from '../api/application-settings';
import type { ApplicationInfoInput } from '../api/update-application-info';

export type SettingsValues = { name: string; phone: string; webhookUrl: string; webhookEnabled: boolean };

// The server's bounds and phone country for applicationInfo
// (apps/server/src/modules/applications/update-application.ts).
const NAME_BOUNDS = { min: 1, max: 100 };
const PHONE_COUNTRY = 'FR';

export function toSettingsValues(application: ApplicationSettings): SettingsValues {
  return {
    name: application.name,
    phone: application.phone ?? '',
    webhookUrl: application.webhookUrl ?? '',
    webhookEnabled: application.webhookEnabled,
  };
}

/** The server's rules, checked before sending so that a mistake shows under its field at once. */
export function validateSettings(values: SettingsValues): Partial<Record<keyof SettingsValues, ValidationKey>> {
  const errors: Partial<Record<keyof SettingsValues, ValidationKey>> = {};
  const name = requiredText(values.name, NAME_BOUNDS);
  if (name) errors.name = name;
  const phone = values.phone.trim() === '' ? null : isPhoneNumber(values.phone, PHONE_COUNTRY);
  if (phone) errors.phone = phone;
  const url = validateWebhookUrl(values.webhookUrl);
  if (url) errors.webhookUrl = url;
  // Events need somewhere to go.
  else if (values.webhookEnabled && values.webhookUrl.trim() === '') errors.webhookUrl = 'field_required';
  return errors;
}

/** Every field is sent: an empty phone or address removes it. */
export function toApplicationInfoInput(values: SettingsValues): ApplicationInfoInput {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    webhookUrl: values.webhookUrl.trim(),
    webhookEnabled: values.webhookEnabled,
  };
}
