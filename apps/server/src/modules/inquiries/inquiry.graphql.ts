import { DEFAULT_FIRST } from '@comptoir/domain';
import { inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { CompanyRef, loadCompanyNodes } from '../companies';
import { acceptServiceInquiry, declineServiceInquiry } from './answer-service-inquiry';
import { listServiceInquiries } from './list-service-inquiries';
import { requestServiceInquiry, type ServiceInquiry } from './request-service-inquiry';

const ServiceInquiryStatusEnum = builder.enumType('ServiceInquiryStatus', {
  description: 'Where a service request stands.',
  values: {
    OPEN: { value: 'open', description: 'Sent, not answered yet.' },
    ACCEPTED: { value: 'accepted', description: 'An account manager switched services on for it.' },
    DECLINED: { value: 'declined', description: 'An account manager declined it, with a message (response).' },
  } as const,
});

// Who sent or answered a request: a name for people, the company's or application's name otherwise.
async function loadAccountNames(db: Db, ids: readonly number[]): Promise<(string | null)[]> {
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      name: accounts.name,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
  const byId = new Map(
    rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(' ') || row.name || row.email]),
  );
  return ids.map((id) => byId.get(id) ?? null);
}

const ServiceInquiryRef = builder.objectRef<ServiceInquiry>('ServiceInquiry').implement({
  description: 'A request to support to activate services (docs/services.md#requests), and its answer.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The request's id." }),
    services: t.exposeStringList('services', { description: 'The services asked for.' }),
    comment: t.exposeString('comment', { nullable: true, description: 'The comment sent with the request.' }),
    createdAt: t.string({
      description: 'When it was sent, ISO-8601 UTC.',
      resolve: (inquiry) => inquiry.createdAt.toISOString(),
    }),
    status: t.field({
      type: ServiceInquiryStatusEnum,
      description: 'Open, accepted or declined.',
      resolve: (inquiry) => inquiry.status,
    }),
    company: t.loadable({
      type: CompanyRef,
      nullable: true,
      description: 'The company that asked; null for a request sent by a staff account for itself.',
      load: (ids: number[], context) => loadCompanyNodes(context.db, ids),
      resolve: (inquiry) => inquiry.companyId,
    }),
    requestedBy: t.loadable({
      type: 'String',
      nullable: true,
      description: 'Who sent it; null once that account was deleted.',
      load: (ids: number[], context) => loadAccountNames(context.db, ids),
      resolve: (inquiry) => inquiry.accountId,
    }),
    answeredBy: t.loadable({
      type: 'String',
      nullable: true,
      description: 'The account manager or administrator who answered; null while open.',
      load: (ids: number[], context) => loadAccountNames(context.db, ids),
      resolve: (inquiry) => inquiry.handledByAccountId,
    }),
    answeredAt: t.string({
      nullable: true,
      description: 'When it was answered, ISO-8601 UTC; null while open.',
      resolve: (inquiry) => toIsoString(inquiry.handledAt),
    }),
    response: t.exposeString('response', { nullable: true, description: 'The message a decline sent the company.' }),
  }),
});

const ServiceInquiryConnectionRef = builder.connectionObject(
  {
    type: ServiceInquiryRef,
    name: 'ServiceInquiryConnection',
    description: 'One page of service requests, newest first.',
    fields: (t) => ({ totalCount: t.exposeInt('totalCount', { description: 'How many match, over all pages.' }) }),
  },
  { name: 'ServiceInquiryEdge' },
);

builder.queryField('serviceInquiries', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ServiceInquiryConnectionRef,
    description:
      "Service requests, newest first: administrators see all, account managers their companies', a company the ones it sent " +
      "(docs/services.md#requests). The open ones' totalCount is the inbox badge. first is capped at 100.",
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_FIRST.webhooks, description: 'Page size, at most 100.' }),
      after: t.arg.string({ description: 'The endCursor of the previous page.' }),
      status: t.arg({ type: ServiceInquiryStatusEnum, description: 'Only the requests in this state.' }),
      companyId: t.arg.int({ description: "Only this company's requests." }),
    },
    resolve: (_root, args, context) => listServiceInquiries(context, args),
  }),
);

builder.mutationFields((t) => ({
  serviceInquiry: t.withAuth({ signedIn: true }).field({
    type: ServiceInquiryRef,
    description:
      'docs/services.md#requests: asks support to activate services (ORDER_MANAGER, ANALYTICS, REVIEW, DISPUTE, TVA, MARKETING, MENU_PRICE, ' +
      "MENU_MAKER, RUNNER_DISPLAY); comment up to 1000 characters. The company's account managers are e-mailed.",
    args: { services: t.arg.stringList({ required: true }), comment: t.arg.string() },
    resolve: (_root, args, context) => requestServiceInquiry(context, args),
  }),
  acceptServiceInquiry: t.withAuth({ signedIn: true }).field({
    type: ServiceInquiryRef,
    description:
      'Accepts an open request: switches the services on (those asked, or these), which the company may use at once, and e-mails ' +
      "the company (administrators and the company's account managers).",
    args: {
      id: t.arg.int({ required: true, description: "The request's id." }),
      services: t.arg.stringList({ description: 'The services to switch on; the ones asked for when absent.' }),
    },
    resolve: (_root, args, context) => acceptServiceInquiry(context, args.id, args.services),
  }),
  declineServiceInquiry: t.withAuth({ signedIn: true }).field({
    type: ServiceInquiryRef,
    description: 'Declines an open request with a message (1 to 1000 characters) e-mailed to the company.',
    args: {
      id: t.arg.int({ required: true, description: "The request's id." }),
      message: t.arg.string({ required: true, description: 'What the company is told.' }),
    },
    resolve: (_root, args, context) => declineServiceInquiry(context, args.id, args.message),
  }),
}));
