import { builder } from '../../builder';
import { requestServiceInquiry, type ServiceInquiry } from './request-service-inquiry';

const ServiceInquiryRef = builder.objectRef<ServiceInquiry>('ServiceInquiry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    services: t.exposeStringList('services'),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.string({ resolve: (inquiry) => inquiry.createdAt.toISOString() }),
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
