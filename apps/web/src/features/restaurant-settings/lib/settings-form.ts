import type { RestaurantSettingsInput } from '@comptoir/domain';
import type { RestaurantSettings } from '../api/restaurant-settings';

/** The form's values: text as typed, the passwords empty until the operator chooses to replace them. */
export type SettingsFormValues = {
  societe: string;
  fulfillmentType: string;
  title: string;
  preparationTime: number | string;
  phone: string;
  label: string;
  instruction: string;
  adresse: string;
  postalCode: string;
  city: string;
  country: string;
  deliveryZoneName: string;
  deliveryZoneColor: string;
  deliveryMode: string;
  isIntegrated: boolean;
  orderWebhook: string;
  rdOptional: boolean;
  manualDisputeHandling: boolean;
  comissionInvoicing: boolean;
  replaceTablet: boolean;
  tabletLogin: string;
  tabletPassword: string;
  replaceMain: boolean;
  mainLogin: string;
  mainPassword: string;
};

export function toSettingsForm(settings: RestaurantSettings): SettingsFormValues {
  return {
    societe: settings.societe ?? '',
    fulfillmentType: settings.fulfillmentType ?? '',
    title: settings.title,
    preparationTime: settings.preparationTime ?? '',
    phone: settings.phone ?? '',
    label: settings.label ?? '',
    instruction: settings.instruction ?? '',
    adresse: settings.adresse ?? '',
    postalCode: settings.postalCode ?? '',
    city: settings.city ?? '',
    country: settings.country ?? 'FR',
    deliveryZoneName: settings.deliveryZoneName ?? '',
    deliveryZoneColor: settings.deliveryZoneColor ?? '',
    deliveryMode: settings.deliveryMode ?? '',
    isIntegrated: settings.isIntegrated,
    orderWebhook: settings.orderWebhook ?? '',
    rdOptional: settings.rdOptional,
    manualDisputeHandling: settings.manualDisputeHandling,
    comissionInvoicing: settings.comissionInvoicing,
    replaceTablet: false,
    tabletLogin: settings.tabletLogin ?? '',
    tabletPassword: '',
    replaceMain: false,
    mainLogin: settings.mainLogin ?? '',
    mainPassword: '',
  };
}

type PlainField = Exclude<
  keyof SettingsFormValues,
  'replaceTablet' | 'tabletLogin' | 'tabletPassword' | 'replaceMain' | 'mainLogin' | 'mainPassword'
>;

const PLAIN_FIELDS: readonly PlainField[] = [
  'societe',
  'fulfillmentType',
  'title',
  'preparationTime',
  'phone',
  'label',
  'instruction',
  'adresse',
  'postalCode',
  'city',
  'country',
  'deliveryZoneName',
  'deliveryZoneColor',
  'deliveryMode',
  'isIntegrated',
  'orderWebhook',
  'rdOptional',
  'manualDisputeHandling',
  'comissionInvoicing',
];

/**
 * What the save sends: only the fields the operator changed (the server leaves the others as they are), and a
 * platform login with its password only when it is being replaced.
 */
export function changedSettings(saved: SettingsFormValues, values: SettingsFormValues): RestaurantSettingsInput {
  const input: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) {
    if (values[field] === saved[field]) continue;
    input[field] =
      field === 'preparationTime'
        ? values.preparationTime === ''
          ? null
          : Number(values.preparationTime)
        : values[field];
  }
  if (values.replaceTablet)
    Object.assign(input, { tabletLogin: values.tabletLogin, tabletPassword: values.tabletPassword });
  if (values.replaceMain) Object.assign(input, { mainLogin: values.mainLogin, mainPassword: values.mainPassword });
  return input as RestaurantSettingsInput;
}
