import { builder } from '../../builder';
import { toIsoString } from '../../lib/instants';
import { CompanyRef, SubscriptionRef } from '../companies';
import { RestaurantRef } from '../restaurants';
import { listServiceChanges, type ServiceChange } from './list-service-changes';
import { updateCompanySubscription } from './update-company-subscription';
import { updateRestaurantSubscription } from './update-restaurant-subscription';

const SubscriptionChangeInput = builder.inputType('SubscriptionChangeInput', {
  description: 'A change to one service: only the parts given change.',
  fields: (t) => ({
    service: t.string({
      required: true,
      description:
        "The service's code: for a company ORDER_MANAGER, ANALYTICS, REVIEW, DISPUTE, TVA, MARKETING, MENU_PRICE, MENU_MAKER or " +
        'RUNNER_DISPLAY; for a restaurant REVIEW, ORDER_MANAGEMENT, INVOICE or VAT.',
    }),
    activated: t.boolean({
      description: 'Switch the service on (it starts now) or off (the month it ends in is still invoiced).',
    }),
    price: t.int({ description: 'Monthly price in minor units, 0 to 1,000,000; invoiced from the next invoice.' }),
  }),
});

const SubscriptionSnapshotRef = builder
  .objectRef<{ activated: boolean; price: number }>('SubscriptionSnapshot')
  .implement({
    description: 'A service as it stood before or after a change.',
    fields: (t) => ({
      activated: t.exposeBoolean('activated', { description: 'Whether the service was on.' }),
      price: t.exposeInt('price', { description: 'Monthly price in minor units.' }),
    }),
  });

const ServiceChangeRef = builder.objectRef<ServiceChange>('ServiceChange').implement({
  description: "One change to a company's or one of its restaurants' services, from the audit log.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The change's id in the audit log." }),
    service: t.exposeString('service', { description: "The service's code." }),
    restaurantTitle: t.exposeString('restaurantTitle', {
      nullable: true,
      description: "The restaurant's title for a restaurant's service; null for the company's.",
    }),
    before: t.field({
      type: SubscriptionSnapshotRef,
      nullable: true,
      description: 'The service before the change; null when the company never had it.',
      resolve: (change) => change.before,
    }),
    after: t.field({
      type: SubscriptionSnapshotRef,
      description: 'The service after the change.',
      resolve: (change) => change.after,
    }),
    inquiryId: t.exposeInt('inquiryId', {
      nullable: true,
      description: 'The service request the change accepted, if any.',
    }),
    changedAt: t.string({ description: 'When, ISO-8601 UTC.', resolve: (change) => change.changedAt.toISOString() }),
    changedBy: t.exposeString('changedBy', {
      nullable: true,
      description: 'Who: the name (or e-mail) of the account that signed in; null once it was deleted.',
    }),
  }),
});

builder.objectFields(SubscriptionRef, (t) => ({
  endedAt: t.string({
    nullable: true,
    description: 'When it was last switched off, ISO-8601 UTC; null while on or never ended.',
    resolve: (subscription) => toIsoString(subscription.endedAt ?? null),
  }),
}));

builder.objectField(CompanyRef, 'serviceChanges', (t) =>
  t.withAuth({ signedIn: true }).field({
    description:
      "The latest changes to the company's and its restaurants' services, newest first (administrators and account managers).",
    type: [ServiceChangeRef],
    args: { first: t.arg.int({ defaultValue: 20, description: 'How many, at most 100.' }) },
    resolve: (node, args, context) => listServiceChanges(context, node.company.id, args.first ?? 20),
  }),
);

builder.mutationFields((t) => ({
  updateCompanySubscription: t.withAuth({ signedIn: true }).field({
    description:
      "Switches one of a company's services on or off, or sets its monthly price (administrators and the company's account managers). " +
      "The company's roles follow at once: what it may open changes from its next request (docs/services.md).",
    type: CompanyRef,
    args: {
      companyId: t.arg.int({ required: true, description: "The company's id." }),
      input: t.arg({ type: SubscriptionChangeInput, required: true, description: 'The change.' }),
    },
    resolve: (_root, args, context) => updateCompanySubscription(context, args.companyId, args.input),
  }),
  updateRestaurantSubscription: t.withAuth({ signedIn: true }).field({
    description:
      "Switches one of a restaurant's own services on or off, or sets its monthly price (administrators and the company's account managers).",
    type: RestaurantRef,
    args: {
      restaurantUuid: t.arg.string({ required: true, description: "The restaurant's uuid." }),
      input: t.arg({ type: SubscriptionChangeInput, required: true, description: 'The change.' }),
    },
    resolve: (_root, args, context) => updateRestaurantSubscription(context, args.restaurantUuid, args.input),
  }),
}));
