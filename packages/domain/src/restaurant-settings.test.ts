import { describe, expect, it } from 'vitest';
import {
  canChangeRestaurantSettings,
  RESTAURANT_SETTINGS_READER_ROLES,
  validateRestaurantSettings,
  type RestaurantSettingsContext,
  type RestaurantSettingsErrorKey,
  type RestaurantSettingsInput,
} from './restaurant-settings';
import { validateTabletCredentials } from './tablet-credentials';

const STORED: RestaurantSettingsContext = { country: 'FR', tabletLogin: 'db-ue@tablet.test', mainLogin: null };

describe('who may change a restaurant’s settings', () => {
  it.each([
    [['ROLE_ADMINISTRATOR'], true],
    [['ROLE_ACCOUNT_MANAGER'], true],
    [['ROLE_APPLICATION'], false],
    [['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE'], false],
    [[], false],
  ])('%j → %s', (roles, allowed) => {
    expect(canChangeRestaurantSettings(roles)).toBe(allowed);
  });

  it('lets the route table’s roles read them', () => {
    expect([...RESTAURANT_SETTINGS_READER_ROLES].sort()).toEqual([
      'ROLE_ACCOUNT_MANAGER',
      'ROLE_ADMINISTRATOR',
      'ROLE_APPLICATION',
    ]);
  });
});

describe('restaurant settings validation', () => {
  it('accepts a whole valid form', () => {
    const input: RestaurantSettingsInput = {
      societe: 'Burger SAS',
      fulfillmentType: 'DELIVERY',
      title: 'Demo Burger Bastille',
      preparationTime: 15,
      phone: '+33 1 43 55 12 34',
      label: 'DB-UE',
      instruction: 'Sacs fermés',
      adresse: '12 rue de la Roquette',
      postalCode: '75011',
      city: 'Paris',
      country: 'FR',
      deliveryZoneName: 'Paris 11e',
      deliveryZoneColor: '#1C7ED6',
      deliveryMode: 'PLATFORM',
      isIntegrated: true,
      orderWebhook: 'https://pos.example/orders',
      rdOptional: false,
      manualDisputeHandling: true,
      comissionInvoicing: false,
      tabletLogin: 'new@tablet.test',
      tabletPassword: 'secret',
    };
    expect(validateRestaurantSettings(input, STORED)).toBeNull();
  });

  it('judges only the fields sent', () => {
    expect(validateRestaurantSettings({ preparationTime: 20 }, STORED)).toBeNull();
  });

  it('allows the optional fields to be emptied', () => {
    expect(
      validateRestaurantSettings(
        { phone: '', societe: '', label: null, orderWebhook: '', deliveryZoneColor: '', deliveryZoneName: '' },
        STORED,
      ),
    ).toBeNull();
  });

  it.each<[RestaurantSettingsInput, Partial<Record<keyof RestaurantSettingsInput, RestaurantSettingsErrorKey>>]>([
    [{ title: '' }, { title: 'field_required' }],
    [{ title: 'A' }, { title: 'text_too_short' }],
    [{ title: 'x'.repeat(81) }, { title: 'text_too_long' }],
    [{ preparationTime: 0 }, { preparationTime: 'out_of_range' }],
    [{ preparationTime: 181 }, { preparationTime: 'out_of_range' }],
    [{ preparationTime: 12.5 }, { preparationTime: 'out_of_range' }],
    [{ preparationTime: null }, { preparationTime: 'field_required' }],
    [{ phone: '12' }, { phone: 'Invalid number' }],
    [{ postalCode: '7501' }, { postalCode: 'five_digits_required' }],
    [{ postalCode: '1010', country: 'BE' }, {}],
    [{ postalCode: '', country: 'BE' }, { postalCode: 'field_required' }],
    [{ country: 'US' }, { country: 'field_required' }],
    [
      { adresse: '', city: ' ' },
      { adresse: 'field_required', city: 'field_required' },
    ],
    [{ deliveryZoneColor: 'red' }, { deliveryZoneColor: 'invalid_colour' }],
    [{ deliveryZoneColor: '#12345' }, { deliveryZoneColor: 'invalid_colour' }],
    [{ deliveryMode: 'DRONE' }, { deliveryMode: 'invalid_choice' }],
    [{ fulfillmentType: 'TELEPORT' }, { fulfillmentType: 'invalid_choice' }],
    [{ orderWebhook: 'http://pos.example/orders' }, { orderWebhook: 'invalid_https_url' }],
    [{ orderWebhook: 'not a url' }, { orderWebhook: 'invalid_https_url' }],
    [{ instruction: 'x'.repeat(501) }, { instruction: 'text_too_long' }],
    [{ tabletPassword: '' }, { tabletPassword: 'field_required' }],
    [{ mainPassword: 'secret' }, { mainLogin: 'field_required' }],
    [{ mainLogin: '', mainPassword: 'secret' }, { mainLogin: 'field_required' }],
    [{ tabletPassword: 'secret' }, {}],
    [{ tabletLogin: ' ' }, { tabletLogin: 'field_required' }],
    [{ tabletLogin: 'x'.repeat(255) }, { tabletLogin: 'text_too_long' }],
  ])('%j → %j', (input, errors) => {
    const expected = Object.keys(errors).length > 0 ? errors : null;
    expect(validateRestaurantSettings(input, STORED)).toEqual(expected);
  });

  it('reads a phone number in the country sent', () => {
    expect(validateRestaurantSettings({ phone: '02 123 45 67', country: 'BE' }, STORED)).toBeNull();
    expect(validateRestaurantSettings({ phone: '02 123 45 67' }, STORED)).toEqual({ phone: 'Invalid number' });
  });
});

describe('tablet credentials validation', () => {
  it.each<[string, string, ReturnType<typeof validateTabletCredentials>]>([
    ['tablet@store.test', 'secret', null],
    ['  tablet@store.test  ', 'secret', null],
    ['', '', { tabletLogin: 'field_required', tabletPassword: 'field_required' }],
    ['   ', 'secret', { tabletLogin: 'field_required' }],
    ['tablet@store.test', '', { tabletPassword: 'field_required' }],
    [`${'a'.repeat(255)}`, 'secret', { tabletLogin: 'text_too_long' }],
  ])('%j / %j → %j', (login, password, errors) => {
    expect(validateTabletCredentials(login, password)).toEqual(errors);
  });
});
