import { DEFAULT_FIRST } from '@comptoir/domain';
import { builder } from '../../builder';
import { toIsoString } from '../../lib/instants';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';
import { listWebhookStatuses, type WebhookStatusNode } from './list-webhook-statuses';

// Intake's states in an integrator's words: RECEIVED (stored, not processed yet or being retried), PROCESSED,
// IGNORED (an event Comptoir has no use for), FAILED (given up; `error` says why).
const STATUS_NAMES = { pending: 'RECEIVED', processed: 'PROCESSED', ignored: 'IGNORED', failed: 'FAILED' } as const;

const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  description:
    'What became of a received webhook: RECEIVED (not processed yet), PROCESSED, IGNORED (nothing to do), FAILED.',
  values: Object.values(STATUS_NAMES),
});

const WebhookStatusRef = builder.objectRef<WebhookStatusNode>('WebhookStatus').implement({
  description:
    'Webhook status (docs/data-model.md#invoices): a platform webhook Comptoir received, and what became of it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The webhook's id." }),
    platform: t.field({
      description: 'The platform that sent it.',
      type: PlatformNameEnum,
      resolve: (node) => node.platform,
    }),
    event: t.exposeString('event', { description: "The platform's event type." }),
    object: t.exposeString('object', { description: 'What it concerns: order, review, refund, store or unknown.' }),
    objectId: t.exposeString('objectId', { nullable: true, description: "The platform's id of that object." }),
    status: t.field({
      description: 'What became of it.',
      type: WebhookDeliveryStatusEnum,
      resolve: (node) => STATUS_NAMES[node.status],
    }),
    error: t.exposeString('error', { nullable: true, description: 'The last processing error.' }),
    body: t.exposeString('body', { description: 'The raw payload as received.' }),
    createdAt: t.string({ description: 'When Comptoir received it.', resolve: (node) => node.createdAt.toISOString() }),
    processedAt: t.string({
      description: 'When it was processed, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: (node) => toIsoString(node.processedAt),
    }),
  }),
});

const WebhookStatusConnectionRef = builder.connectionObject(
  {
    type: WebhookStatusRef,
    name: 'WebhookStatusConnection',
    fields: (t) => ({ totalCount: t.exposeInt('totalCount', { description: 'How many match, over all pages.' }) }),
  },
  { name: 'WebhookStatusEdge' },
);

builder.queryField('webhookStatuses', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: WebhookStatusConnectionRef,
    description:
      'Newest first (docs/api.md#paging). Scoped through the order each webhook produced (administrators see all). first is capped at 100.',
    args: { first: t.arg.int({ defaultValue: DEFAULT_FIRST.webhooks }), after: t.arg.string() },
    resolve: (_root, args, context) => listWebhookStatuses(context, args),
  }),
);
