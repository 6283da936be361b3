import {
  canChangeRestaurantSettings,
  DELIVERY_MODES,
  FULFILLMENT_TYPES,
  PREPARATION_TIME_RANGE,
} from '@comptoir/domain';
import { builder } from '../../builder';
import type { RestaurantRow } from '../../db/schema';
import { hasMainPassword, hasTabletPassword, RestaurantRef, readPlatformData } from '../restaurants';
import { readRestaurantSettings } from './read-restaurant-settings';
import { updateRestaurantSettings } from './update-restaurant-settings';

const DELIVERY_MODE = `Who delivers: ${DELIVERY_MODES.join(' (the platform’s couriers) or ')} (the restaurant’s own riders).`;
const PASSWORD =
  'A new password, checked with the platform before it is saved (WRONG_CREDENTIALS otherwise); stored encrypted and never answered.';

// "Restaurant settings" (docs/data-model.md#restaurants). Passwords are write-only: the answer says only whether one is
// stored.
const RestaurantSettingsRef = builder.objectRef<RestaurantRow>('RestaurantSettings').implement({
  description:
    "A restaurant's settings, as its settings screen edits them (docs/restaurant-settings.md). Passwords are never answered.",
  fields: (t) => ({
    uuid: t.exposeString('uuid', { description: "The restaurant's public uuid." }),
    restaurant: t.field({
      type: RestaurantRef,
      description: 'The restaurant itself: its company, platform and lastPlatformChanges (what its platform applied).',
      resolve: (row) => row,
    }),
    canEdit: t.boolean({
      description:
        'Whether the viewer may change these settings (administrators and account managers; not an application).',
      resolve: (_row, _args, context) => canChangeRestaurantSettings(context.viewer?.roles ?? []),
    }),
    societe: t.exposeString('societe', {
      nullable: true,
      description: 'The legal entity that runs the restaurant, when it is not the company.',
    }),
    fulfillmentType: t.exposeString('fulfillmentType', {
      nullable: true,
      description: `The usual fulfilment: ${FULFILLMENT_TYPES.join(', ')}.`,
    }),
    title: t.exposeString('title', { description: "The restaurant's name." }),
    preparationTime: t.exposeInt('preparationTime', {
      nullable: true,
      description: 'The usual preparation time in minutes, sent to the platforms that take one.',
    }),
    phone: t.exposeString('phone', { nullable: true, description: 'Phone number, in international format.' }),
    tabletLogin: t.string({
      nullable: true,
      description: "The login of the platform's tablet account.",
      resolve: (row) => readPlatformData(row).tabletLogin,
    }),
    hasTabletPassword: t.boolean({
      description: 'Whether a tablet password is stored (the password itself is write-only).',
      resolve: (row) => hasTabletPassword(row.platformData),
    }),
    mainLogin: t.string({
      nullable: true,
      description: "The login of the restaurant's main account on its platform (partner portal).",
      resolve: (row) => readPlatformData(row).mainLogin ?? null,
    }),
    hasMainPassword: t.boolean({
      description: 'Whether a main account password is stored (the password itself is write-only).',
      resolve: (row) => hasMainPassword(row.platformData),
    }),
    label: t.exposeString('label', { nullable: true, description: 'A short name the company gives the restaurant.' }),
    instruction: t.exposeString('instruction', { nullable: true, description: 'Instructions for couriers and staff.' }),
    adresse: t.exposeString('adresse', {
      nullable: true,
      description: 'Street and number (adresse: kept spelling, docs/glossary.md#spellings).',
    }),
    postalCode: t.exposeString('postalCode', { nullable: true, description: 'Postal code.' }),
    city: t.exposeString('city', { nullable: true, description: 'City.' }),
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-2 country code.' }),
    deliveryZoneName: t.exposeString('komDeliveryZoneName', {
      nullable: true,
      description: 'The name of the delivery zone, as the kitchen display shows it.',
    }),
    deliveryZoneColor: t.exposeString('komDeliveryZoneColor', {
      nullable: true,
      description: 'The colour of the delivery zone, #rrggbb.',
    }),
    deliveryMode: t.exposeString('deliveryMode', { nullable: true, description: DELIVERY_MODE }),
    isIntegrated: t.exposeBoolean('isIntegrated', {
      description: "Whether the restaurant's orders arrive through the platform integration.",
    }),
    orderWebhook: t.exposeString('orderWebhook', {
      nullable: true,
      description: 'An https address the restaurant’s orders are also posted to.',
    }),
    rdOptional: t.exposeBoolean('rdOptional', {
      description: 'Whether restaurant delivery is optional (the customer may also pick up).',
    }),
    manualDisputeHandling: t.exposeBoolean('manualDisputeHandling', {
      description: 'Whether the company handles disputes of platform refunds itself.',
    }),
    comissionInvoicing: t.exposeBoolean('comissionInvoicing', {
      description:
        "Whether Comptoir invoices its commission on this restaurant's orders (comissionInvoicing: kept spelling, docs/glossary.md#spellings).",
    }),
  }),
});

const KDS_FIELDS = {
  deliveryZoneName: 'The delivery zone’s name; blank removes it.',
  deliveryZoneColor: 'The delivery zone’s colour, #rrggbb; blank removes it.',
} as const;

const RestaurantSettingsInput = builder.inputType('RestaurantSettingsInput', {
  description:
    'The settings to change; a field left out keeps its value. Refusals name each field (BAD_USER_INPUT, extensions.fields).',
  fields: (t) => ({
    societe: t.string({ description: 'The legal entity that runs the restaurant; blank removes it.' }),
    fulfillmentType: t.string({ description: `One of ${FULFILLMENT_TYPES.join(', ')}.` }),
    title: t.string({ description: 'The restaurant’s name, 2 to 80 characters.' }),
    preparationTime: t.int({
      description: `Minutes, ${PREPARATION_TIME_RANGE.min} to ${PREPARATION_TIME_RANGE.max}; a change is sent to the platform.`,
    }),
    phone: t.string({ description: 'A phone number valid in the restaurant’s country; blank removes it.' }),
    tabletLogin: t.string({ description: "The platform tablet's login, checked with the stored or the new password." }),
    tabletPassword: t.string({ description: PASSWORD }),
    mainLogin: t.string({ description: "The main account's login, checked with the stored or the new password." }),
    mainPassword: t.string({ description: PASSWORD }),
    label: t.string({ description: 'A short name; blank removes it.' }),
    instruction: t.string({ description: 'Instructions, up to 500 characters; blank removes them.' }),
    adresse: t.string({ description: 'Street and number.' }),
    postalCode: t.string({ description: 'Postal code (five digits in France).' }),
    city: t.string({ description: 'City.' }),
    country: t.string({ description: 'ISO 3166-1 alpha-2 code of an EU country.' }),
    deliveryZoneName: t.string({ description: KDS_FIELDS.deliveryZoneName }),
    deliveryZoneColor: t.string({ description: KDS_FIELDS.deliveryZoneColor }),
    deliveryMode: t.string({ description: `${DELIVERY_MODE} A change is sent to the platform.` }),
    isIntegrated: t.boolean({ description: 'Whether orders arrive through the platform integration.' }),
    orderWebhook: t.string({ description: 'An https address; blank removes it.' }),
    rdOptional: t.boolean({ description: 'Whether restaurant delivery is optional.' }),
    manualDisputeHandling: t.boolean({ description: 'Whether the company handles disputes itself.' }),
    comissionInvoicing: t.boolean({ description: 'Whether Comptoir invoices its commission.' }),
  }),
});

const RestaurantKdsInput = builder.inputType('RestaurantKDSInput', {
  description: "The kitchen display's view of the restaurant: its delivery zone; a field left out keeps its value.",
  fields: (t) => ({
    deliveryZoneName: t.string({ description: KDS_FIELDS.deliveryZoneName }),
    deliveryZoneColor: t.string({ description: KDS_FIELDS.deliveryZoneColor }),
  }),
});

const UUID = "The restaurant's uuid; another company's answers NOT_FOUND like a missing one.";
const EDITORS = ' Administrators and account managers only (FORBIDDEN otherwise).';

builder.queryField('restaurantSettingKom', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: RestaurantSettingsRef,
    description:
      'A restaurant’s settings, for applications, account managers and administrators (FORBIDDEN for a company).',
    args: { uuid: t.arg.string({ required: true, description: UUID }) },
    resolve: (_root, args, context) => readRestaurantSettings(context, args.uuid),
  }),
);

builder.mutationFields((t) => ({
  restaurantSettingKom: t.withAuth({ signedIn: true }).field({
    type: RestaurantSettingsRef,
    description: `Changes the settings sent.${EDITORS}`,
    args: {
      uuid: t.arg.string({ required: true, description: UUID }),
      input: t.arg({ type: RestaurantSettingsInput, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, args, context) => updateRestaurantSettings(context, { uuid: args.uuid }, args.input),
  }),
  restaurantKDSKom: t.withAuth({ signedIn: true }).field({
    type: RestaurantSettingsRef,
    description: `Changes the delivery zone the kitchen display shows.${EDITORS}`,
    args: {
      id: t.arg.int({
        required: true,
        description: "The restaurant's id; another company's answers NOT_FOUND like a missing one.",
      }),
      input: t.arg({ type: RestaurantKdsInput, required: true, description: 'The delivery zone.' }),
    },
    resolve: (_root, args, context) => updateRestaurantSettings(context, { id: args.id }, args.input),
  }),
  restaurantDeliverySetting: t.withAuth({ signedIn: true }).field({
    type: RestaurantSettingsRef,
    description: `Changes who delivers, and tells the platform when it has a call for it.${EDITORS}`,
    args: {
      restaurantUuid: t.arg.string({ required: true, description: UUID }),
      deliveryMode: t.arg.string({ required: true, description: DELIVERY_MODE }),
    },
    resolve: (_root, args, context) =>
      updateRestaurantSettings(context, { uuid: args.restaurantUuid }, { deliveryMode: args.deliveryMode }),
  }),
}));
