import { builder } from '../../builder';
import { requestServiceInquiry, type ServiceInquiry } from './request-service-inquiry';

const ServiceInquiryRef = builder.objectRef<ServiceInquiry>('ServiceInquiry').implement({
  description: 'A request to support to activate services.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The request's id." }),
    services: t.exposeStringList('services', { description: 'The services asked for.' }),
    comment: t.exposeString('comment', { nullable: true, description: 'The comment sent with the request.' }),
    createdAt: t.string({ description: 'When it was sent, ISO-8601 UTC.', resolve: (inquiry) => inquiry.createdAt.toISOString() }),
  }),
});

builder.mutationField('serviceInquiry', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ServiceInquiryRef,
    description:
      'SPEC §1: asks support to activate services (ORDER_MANAGER, ANALYTICS, REVIEW, DISPUTE, TVA, MARKETING, MENU_PRICE, ' +
      'MENU_MAKER, RUNNER_DISPLAY); comment up to 1000 characters.',
    args: { services: t.arg.stringList({ required: true }), comment: t.arg.string() },
    resolve: (_root, args, context) => requestServiceInquiry(context, args),
  }),
);
