import {
  isDeliveryMode,
  isFulfillmentType,
  normalisePhoneNumber,
  type RestaurantSettingsField,
  type RestaurantSettingsInput,
} from '@comptoir/domain';
import type { RestaurantRow } from '../../db/schema';

type Columns = Partial<
  Pick<
    RestaurantRow,
    | 'societe'
    | 'fulfillmentType'
    | 'title'
    | 'preparationTime'
    | 'phone'
    | 'label'
    | 'instruction'
    | 'adresse'
    | 'postalCode'
    | 'city'
    | 'country'
    | 'komDeliveryZoneName'
    | 'komDeliveryZoneColor'
    | 'deliveryMode'
    | 'isIntegrated'
    | 'orderWebhook'
    | 'rdOptional'
    | 'manualDisputeHandling'
    | 'comissionInvoicing'
  >
>;

export type SettingsChanges = { set: Columns; fields: RestaurantSettingsField[] };

// Blank optional text is stored as null, so "no phone" reads the same whichever way it was cleared.
const optional = (value: string | null | undefined) => value?.trim() || null;

/**
 * The columns a valid input changes, and the settings fields they are (for the audit): a field sent with the value
 * already stored is no change. Credentials are handled apart (checked with the platform first).
 */
export function settingsChanges(restaurant: RestaurantRow, input: RestaurantSettingsInput): SettingsChanges {
  const country = (input.country ?? restaurant.country ?? 'FR').trim().toUpperCase();
  const next: { [F in RestaurantSettingsField]?: [keyof Columns, Columns[keyof Columns] | undefined] } = {
    societe: ['societe', input.societe === undefined ? undefined : optional(input.societe)],
    fulfillmentType: ['fulfillmentType', isFulfillmentType(input.fulfillmentType) ? input.fulfillmentType : undefined],
    title: ['title', input.title?.trim() || undefined],
    preparationTime: ['preparationTime', input.preparationTime ?? undefined],
    phone: [
      'phone',
      input.phone === undefined ? undefined : input.phone?.trim() ? normalisePhoneNumber(input.phone, country) : null,
    ],
    label: ['label', input.label === undefined ? undefined : optional(input.label)],
    instruction: ['instruction', input.instruction === undefined ? undefined : optional(input.instruction)],
    adresse: ['adresse', input.adresse?.trim() || undefined],
    postalCode: ['postalCode', input.postalCode?.trim() || undefined],
    city: ['city', input.city?.trim() || undefined],
    country: ['country', input.country ? country : undefined],
    deliveryZoneName: [
      'komDeliveryZoneName',
      input.deliveryZoneName === undefined ? undefined : optional(input.deliveryZoneName),
    ],
    deliveryZoneColor: [
      'komDeliveryZoneColor',
      input.deliveryZoneColor === undefined ? undefined : (optional(input.deliveryZoneColor)?.toLowerCase() ?? null),
    ],
    deliveryMode: ['deliveryMode', isDeliveryMode(input.deliveryMode) ? input.deliveryMode : undefined],
    isIntegrated: ['isIntegrated', input.isIntegrated ?? undefined],
    orderWebhook: ['orderWebhook', input.orderWebhook === undefined ? undefined : optional(input.orderWebhook)],
    rdOptional: ['rdOptional', input.rdOptional ?? undefined],
    manualDisputeHandling: ['manualDisputeHandling', input.manualDisputeHandling ?? undefined],
    comissionInvoicing: ['comissionInvoicing', input.comissionInvoicing ?? undefined],
  };
  const set: Record<string, unknown> = {};
  const fields: RestaurantSettingsField[] = [];
  for (const [field, entry] of Object.entries(next) as [RestaurantSettingsField, [keyof Columns, unknown]][]) {
    const [column, value] = entry;
    if (value === undefined || value === restaurant[column]) continue;
    set[column] = value;
    fields.push(field);
  }
  return { set: set as Columns, fields };
}
