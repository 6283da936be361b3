// The restaurant settings screen's rules ("Restaurant settings", docs/restaurant-settings.md,
// docs/data-model.md#restaurants): who may change them, and each field's validation, run by the form and by the server
// so both refuse the same values.
import { isPhoneNumber, SIGNUP_COUNTRIES } from './company-registration';
import { isFulfillmentType } from './fulfillment';
import type { Role } from './roles';
import { hasAnyRole } from './roles';
import { routeRoles } from './routes';
import { isFiveDigits, requiredText, type TextBounds, type ValidationKey } from './validation';
import { validateWebhookUrl } from './application-webhooks';
import { checkCredentials } from './tablet-credentials';

/** Who delivers: the platform's couriers, or the restaurant's own riders (the demo data's two values). */
export const DELIVERY_MODES = ['PLATFORM', 'RESTAURANT'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export function isDeliveryMode(value: unknown): value is DeliveryMode {
  return typeof value === 'string' && (DELIVERY_MODES as readonly string[]).includes(value);
}

/**
 * Minutes; Uber Eats takes at most 3 hours (docs/platforms.md#uber-eats-store-hours-and-menus), so no longer time could
 * reach every platform.
 */
export const PREPARATION_TIME_RANGE = { min: 1, max: 180 } as const;

/** The screen opens to the route table's roles (application, account manager, administrator). */
export const RESTAURANT_SETTINGS_READER_ROLES: readonly Role[] = routeRoles('companyRestaurant');

// An application reads the settings of its linked companies' restaurants but may not change them: a POS must not
// rewrite a restaurant's platform credentials (docs/roles.md#restaurant-settings).
export const RESTAURANT_SETTINGS_EDITOR_ROLES: readonly Role[] = ['ROLE_ADMINISTRATOR', 'ROLE_ACCOUNT_MANAGER'];

export function canChangeRestaurantSettings(roles: readonly string[]): boolean {
  return hasAnyRole(roles, RESTAURANT_SETTINGS_EDITOR_ROLES);
}

/** What the settings form sends; an absent field is left as it is. Passwords are write-only. */
export type RestaurantSettingsInput = {
  societe?: string | null;
  fulfillmentType?: string | null;
  title?: string | null;
  preparationTime?: number | null;
  phone?: string | null;
  tabletLogin?: string | null;
  tabletPassword?: string | null;
  mainLogin?: string | null;
  mainPassword?: string | null;
  label?: string | null;
  instruction?: string | null;
  adresse?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  deliveryZoneName?: string | null;
  deliveryZoneColor?: string | null;
  deliveryMode?: string | null;
  isIntegrated?: boolean | null;
  orderWebhook?: string | null;
  rdOptional?: boolean | null;
  manualDisputeHandling?: boolean | null;
  comissionInvoicing?: boolean | null;
};

export type RestaurantSettingsField = keyof RestaurantSettingsInput;

export type RestaurantSettingsErrorKey =
  ValidationKey | 'out_of_range' | 'invalid_colour' | 'invalid_https_url' | 'invalid_choice';

export type RestaurantSettingsErrors = Partial<Record<RestaurantSettingsField, RestaurantSettingsErrorKey>>;

/** A restaurant's name, wherever it is typed: registering it, then its settings (docs/constants.md#forms). */
export const RESTAURANT_TITLE_BOUNDS: TextBounds = { min: 2, max: 80 };
const SHORT_TEXT = 80;
const LONG_TEXT = 500;

function optionalText(value: string, max: number): RestaurantSettingsErrorKey | null {
  return value.trim().length > max ? 'text_too_long' : null;
}

function checkPreparationTime(value: number | null): RestaurantSettingsErrorKey | null {
  if (value === null) return 'field_required';
  return Number.isInteger(value) && value >= PREPARATION_TIME_RANGE.min && value <= PREPARATION_TIME_RANGE.max
    ? null
    : 'out_of_range';
}

/** '' (no colour) or #rrggbb, the form the colour picker gives and the tablet draws with. */
export function checkColour(value: string): RestaurantSettingsErrorKey | null {
  const colour = value.trim();
  return colour === '' || /^#[0-9a-f]{6}$/i.test(colour) ? null : 'invalid_colour';
}

/** '' (no webhook) or an https address: orders are posted to it, so never in clear text. */
export function checkOrderWebhook(value: string): RestaurantSettingsErrorKey | null {
  const url = value.trim();
  if (url === '') return null;
  if (validateWebhookUrl(url)) return 'invalid_https_url';
  return new URL(url).protocol === 'https:' ? null : 'invalid_https_url';
}

function checkCountry(value: string): RestaurantSettingsErrorKey | null {
  return SIGNUP_COUNTRIES.includes(value.trim().toUpperCase()) ? null : 'field_required';
}

function checkPostalCode(value: string, country: string): RestaurantSettingsErrorKey | null {
  return country.trim().toUpperCase() === 'FR' ? isFiveDigits(value) : requiredText(value);
}

/** The stored values a rule reads besides the field itself (the country for the postal code and the phone). */
export type RestaurantSettingsContext = { country: string; tabletLogin: string | null; mainLogin: string | null };

/**
 * `{ field: key }` for each field sent that breaks its rule, or null. Only the fields present are judged, so a value
 * saved before these rules does not block a change elsewhere; the postal code and the phone are read in the country
 * sent, else the stored one.
 */
export function validateRestaurantSettings(
  input: RestaurantSettingsInput,
  stored: RestaurantSettingsContext,
): RestaurantSettingsErrors | null {
  const country = input.country ?? stored.country;
  const text = (value: string | null | undefined) => value ?? '';
  const checks: { [F in RestaurantSettingsField]?: () => RestaurantSettingsErrorKey | null } = {
    societe: () => optionalText(text(input.societe), SHORT_TEXT),
    fulfillmentType: () => (isFulfillmentType(input.fulfillmentType) ? null : 'invalid_choice'),
    title: () => requiredText(input.title, RESTAURANT_TITLE_BOUNDS),
    preparationTime: () => checkPreparationTime(input.preparationTime ?? null),
    phone: () => (text(input.phone).trim() === '' ? null : isPhoneNumber(text(input.phone), country)),
    tabletPassword: () => (input.tabletPassword === '' ? 'field_required' : null),
    mainPassword: () => (input.mainPassword === '' ? 'field_required' : null),
    label: () => optionalText(text(input.label), SHORT_TEXT),
    instruction: () => optionalText(text(input.instruction), LONG_TEXT),
    adresse: () => requiredText(input.adresse, { min: 1, max: SHORT_TEXT }),
    postalCode: () => checkPostalCode(text(input.postalCode), country),
    city: () => requiredText(input.city, { min: 1, max: SHORT_TEXT }),
    country: () => checkCountry(text(input.country)),
    deliveryZoneName: () => optionalText(text(input.deliveryZoneName), SHORT_TEXT),
    deliveryZoneColor: () => checkColour(text(input.deliveryZoneColor)),
    deliveryMode: () => (isDeliveryMode(input.deliveryMode) ? null : 'invalid_choice'),
    orderWebhook: () => checkOrderWebhook(text(input.orderWebhook)),
  };
  const errors: RestaurantSettingsErrors = {};
  for (const [field, check] of Object.entries(checks) as [
    RestaurantSettingsField,
    () => RestaurantSettingsErrorKey | null,
  ][]) {
    if (input[field] === undefined) continue;
    const key = check();
    if (key) errors[field] = key;
  }
  // A login is judged with its password: a password sent alone needs the stored login.
  const tabletLogin = checkCredentials(input.tabletLogin, input.tabletPassword, stored.tabletLogin);
  if (tabletLogin) errors.tabletLogin = tabletLogin;
  const mainLogin = checkCredentials(input.mainLogin, input.mainPassword, stored.mainLogin);
  if (mainLogin) errors.mainLogin = mainLogin;
  return Object.keys(errors).length > 0 ? errors : null;
}
