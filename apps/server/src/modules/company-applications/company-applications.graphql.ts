import { builder } from '../../builder';
import { listCompanyApplications, type CompanyApplication } from './list-company-applications';

const CompanyApplicationRef = builder.objectRef<CompanyApplication>('CompanyApplication').implement({
  description: 'An application (point of sale, ordering website) linked to a company, as the company sees it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The application's id (registerPendingRestaurant's applicationId)." }),
    name: t.exposeString('name', { description: 'Its name as companies see it (the e-mail when none is set).' }),
  }),
});

builder.queryFields((t) => ({
  companyApplications: t.withAuth({ signedIn: true }).field({
    type: [CompanyApplicationRef],
    description:
      'The enabled applications linked to a company, by name: the company itself, its account managers and administrators (FORBIDDEN for an application).',
    args: {
      companyId: t.arg.int({
        required: true,
        description: 'The company: in the viewer’s scope (another company’s answers NOT_FOUND, like a missing one).',
      }),
    },
    resolve: (_root, args, context) => listCompanyApplications(context, args.companyId),
  }),
}));
