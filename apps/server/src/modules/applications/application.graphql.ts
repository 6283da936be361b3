import { APPLICATION_WEBHOOK_EVENTS, DEFAULT_FIRST } from '@comptoir/domain';
import { builder } from '../../builder';
import type { ApplicationWebhookAttemptRow, ApplicationWebhookStatus } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { ApplicationRef } from '../accounts';
import { listApplicationWebhooks, type ApplicationWebhookNode } from './list-application-webhooks';
import { redeliverApplicationWebhook, redeliverFailedApplicationWebhooks } from './redeliver-application-webhooks';
import { rotateApplicationSecret, type SecretRotation } from './rotate-application-secret';
import { sendTestWebhook } from './send-test-webhook';
import { updateApplication } from './update-application';

const APPLICATION_ONLY = { anyRole: ['ROLE_APPLICATION' as const] };

const STATUS_NAMES = { pending: 'PENDING', delivered: 'DELIVERED', failed: 'FAILED' } as const satisfies Record<
  ApplicationWebhookStatus,
  string
>;
const STATUS_VALUES = Object.fromEntries(Object.entries(STATUS_NAMES).map(([value, name]) => [name, value])) as Record<
  string,
  ApplicationWebhookStatus
>;

const ApplicationWebhookStatusEnum = builder.enumType('ApplicationWebhookStatus', {
  description:
    'What became of a delivery to the application: waiting for its next attempt, answered with a 2xx, or given up.',
  values: {
    PENDING: { description: 'Not delivered yet: its next attempt is due at nextAttemptAt.' },
    DELIVERED: { description: 'The application answered an attempt with a 2xx.' },
    FAILED: {
      description:
        'No 2xx within 24 hours of being written (or redelivered), or webhooks were turned off; it can be redelivered.',
    },
  },
});

const ApplicationWebhookEventEnum = builder.enumType('ApplicationWebhookEvent', {
  description:
    'The events Comptoir posts to applications; the X-Comptoir-Event header carries the dotted name (order.created…).',
  values: Object.fromEntries(
    APPLICATION_WEBHOOK_EVENTS.map((event) => [
      event.replace('.', '_').toUpperCase(),
      { value: event, description: `The \`${event}\` event.` },
    ]),
  ),
});

const ApplicationWebhookAttemptRef = builder
  .objectRef<ApplicationWebhookAttemptRow>('ApplicationWebhookAttempt')
  .implement({
    description: "One attempt to post a delivery to the application's webhook address.",
    fields: (t) => ({
      attemptedAt: t.string({
        description: 'When the attempt started (ISO-8601, UTC).',
        resolve: (node) => node.attemptedAt.toISOString(),
      }),
      url: t.exposeString('url', { description: 'The address posted to.' }),
      statusCode: t.exposeInt('statusCode', {
        nullable: true,
        description: 'The HTTP status answered; null when no answer came (timeout after 10 s, refused connection).',
      }),
      durationMs: t.exposeInt('durationMs', { description: 'How long the attempt took, in milliseconds.' }),
      responseExcerpt: t.exposeString('responseExcerpt', {
        nullable: true,
        description: "The first KiB of the answer's body.",
      }),
      error: t.exposeString('error', {
        nullable: true,
        description: 'Why the attempt did not count as delivered; null for a 2xx.',
      }),
    }),
  });

const ApplicationWebhookDeliveryRef = builder
  .objectRef<ApplicationWebhookNode>('ApplicationWebhookDelivery')
  .implement({
    description:
      'An event posted (or to be posted) to the application, with every attempt. Only the application itself reads its deliveries.',
    fields: (t) => ({
      deliveryId: t.exposeString('deliveryId', {
        description: 'The X-Comptoir-Delivery header: the same on every attempt and redelivery.',
      }),
      event: t.field({
        type: ApplicationWebhookEventEnum,
        description: 'What happened.',
        resolve: (node) => node.event as (typeof APPLICATION_WEBHOOK_EVENTS)[number],
      }),
      status: t.field({
        type: ApplicationWebhookStatusEnum,
        description: 'Where the delivery stands.',
        resolve: (node) => STATUS_NAMES[node.status],
      }),
      companyId: t.exposeInt('companyId', {
        nullable: true,
        description: 'The company the event is about; null for a ping.',
      }),
      companyName: t.exposeString('companyName', { nullable: true, description: 'That company’s name.' }),
      payload: t.string({ description: 'The exact JSON body posted and signed.', resolve: (node) => node.body }),
      attemptCount: t.int({ description: 'How many attempts were made.', resolve: (node) => node.attemptLog.length }),
      attempts: t.field({
        type: [ApplicationWebhookAttemptRef],
        description: 'Every attempt, oldest first.',
        resolve: (node) => node.attemptLog,
      }),
      lastStatusCode: t.exposeInt('lastStatusCode', {
        nullable: true,
        description: 'The HTTP status of the last attempt; null before one, or when no answer came.',
      }),
      lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last attempt failed.' }),
      createdAt: t.string({
        description: 'When the event was written (ISO-8601, UTC).',
        resolve: (node) => node.createdAt.toISOString(),
      }),
      deliveredAt: t.string({
        nullable: true,
        description: 'When a 2xx came back.',
        resolve: (node) => toIsoString(node.deliveredAt),
      }),
      nextAttemptAt: t.string({
        nullable: true,
        description: 'When the next attempt is due; null unless PENDING.',
        resolve: (node) => (node.status === 'pending' ? node.nextAttemptAt.toISOString() : null),
      }),
      giveUpAt: t.string({ description: 'Until when it is retried.', resolve: (node) => node.giveUpAt.toISOString() }),
    }),
  });

const ApplicationWebhookDeliveryConnectionRef = builder.connectionObject(
  {
    type: ApplicationWebhookDeliveryRef,
    name: 'ApplicationWebhookDeliveryConnection',
    fields: (t) => ({ totalCount: t.exposeInt('totalCount', { description: 'Deliveries matching the filter.' }) }),
  },
  { name: 'ApplicationWebhookDeliveryEdge' },
);

const SecretRotationRef = builder.objectRef<SecretRotation>('ApplicationSecretRotation').implement({
  description: 'A new webhook secret, shown in this answer only.',
  fields: (t) => ({
    webhookSecret: t.exposeString('webhookSecret', {
      description: 'The new secret: it signs every delivery from now on, and verifies GET RESTO pushes.',
    }),
    previousSecretValidUntil: t.string({
      nullable: true,
      description:
        'Until when the replaced secret still verifies pushes and signs beside the new one (X-Comptoir-Signature-Previous); null when there was none.',
      resolve: (node) => toIsoString(node.previousSecretValidUntil),
    }),
    application: t.field({
      type: ApplicationRef,
      description: 'The application, as it now is.',
      resolve: (node) => node.application,
    }),
  }),
});

const ApplicationInfoInput = builder.inputType('ApplicationInfoInput', {
  description: 'The application settings to change; a field left out (or null) keeps its value.',
  fields: (t) => ({
    name: t.string({ description: 'Shown to the companies the application serves; 1 to 100 characters.' }),
    phone: t.string({ description: 'A support phone number; empty to remove it.' }),
    webhookUrl: t.string({
      description: 'Where events are posted: an http(s) address without user name or password; empty to remove it.',
    }),
    webhookEnabled: t.boolean({ description: 'Whether events are posted; needs an address.' }),
  }),
});

builder.queryField('applicationWebhookDeliveries', (t) =>
  t.withAuth(APPLICATION_ONLY).field({
    type: ApplicationWebhookDeliveryConnectionRef,
    description:
      "The signed-in application's outgoing webhook deliveries, newest first (docs/webhooks.md). `webhookStatuses` is the log of what platforms sent Comptoir.",
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_FIRST.webhooks, description: 'Page size, at most 100.' }),
      after: t.arg.string({ description: 'The endCursor of the previous page.' }),
      event: t.arg({ type: ApplicationWebhookEventEnum, description: 'Only this event.' }),
      status: t.arg({ type: ApplicationWebhookStatusEnum, description: 'Only deliveries in this state.' }),
      fromDate: t.arg.string({ description: 'First day written, YYYY-MM-DD (UTC day), inclusive.' }),
      toDate: t.arg.string({ description: 'Last day written, YYYY-MM-DD (UTC day), inclusive.' }),
    },
    resolve: (_root, args, context) =>
      listApplicationWebhooks(context, {
        ...args,
        status: args.status ? STATUS_VALUES[args.status] : null,
        event: args.event ?? null,
      }),
  }),
);

builder.mutationField('applicationInfo', (t) =>
  t.withAuth(APPLICATION_ONLY).field({
    type: ApplicationRef,
    description:
      "Changes the signed-in application's settings. The first webhook address creates the secret, returned in `webhookSecret` of this answer only.",
    args: { input: t.arg({ type: ApplicationInfoInput, required: true }) },
    resolve: (_root, args, context) => updateApplication(context, args.input),
  }),
);

builder.mutationField('rotateApplicationSecret', (t) =>
  t.withAuth(APPLICATION_ONLY).field({
    type: SecretRotationRef,
    description:
      'Replaces the webhook secret; the old one stays valid for 24 hours (docs/webhooks.md#rotating-the-secret).',
    resolve: (_root, _args, context) => rotateApplicationSecret(context),
  }),
);

builder.mutationField('redeliverApplicationWebhook', (t) =>
  t.withAuth(APPLICATION_ONLY).field({
    type: ApplicationWebhookDeliveryRef,
    description: 'Sends one delivery again now, with the same X-Comptoir-Delivery id and a new 24-hour window.',
    args: { deliveryId: t.arg.string({ required: true, description: 'The deliveryId (X-Comptoir-Delivery).' }) },
    resolve: (_root, args, context) => redeliverApplicationWebhook(context, args.deliveryId),
  }),
);

builder.mutationField('redeliverFailedApplicationWebhooks', (t) =>
  t.withAuth(APPLICATION_ONLY).int({
    description: 'Sends every FAILED delivery again, in the order they were written; answers how many.',
    resolve: (_root, _args, context) => redeliverFailedApplicationWebhooks(context),
  }),
);

builder.mutationField('sendApplicationTestWebhook', (t) =>
  t.withAuth(APPLICATION_ONLY).field({
    type: ApplicationWebhookDeliveryRef,
    description: 'Posts a `ping` event to the webhook address, signed like every event (at most 10 a minute).',
    resolve: (_root, _args, context) => sendTestWebhook(context),
  }),
);
