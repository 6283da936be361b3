import { DEFAULT_FIRST, type PageAccess } from '@comptoir/domain';
import { asc, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { companySubscriptions, type CompanyAddress, type CompanyContact } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import { type CompanyNode, AccountRef } from '../accounts';
import { linkHolderOf } from '../auth';
import { logoUrl } from './logo-url';
import { checkCompanyExists } from './check-company-exists';
import { getCompany } from './get-company';
import { listCompanies } from './list-companies';

// Company and restaurant subscriptions share the GraphQL type; the owner id groups them in their loaders.
export type SubscriptionRecord = {
  service: string;
  activated: boolean;
  price: number;
  startedAt: Date | null;
  endedAt?: Date | null;
  companyId?: number;
  restaurantId?: number;
};

export const SubscriptionRef = builder.objectRef<SubscriptionRecord>('ServiceSubscription').implement({
  description: 'A paid service a company or restaurant subscribes to.',
  fields: (t) => ({
    service: t.exposeString('service', { description: "The service's code." }),
    activated: t.exposeBoolean('activated', { description: 'Whether the subscription is running.' }),
    price: t.exposeInt('price', { description: 'Monthly price in minor units.' }),
    startedAt: t.string({
      description: 'When the subscription started, ISO-8601 UTC; null if not yet.',
      nullable: true,
      resolve: (subscription) => toIsoString(subscription.startedAt),
    }),
  }),
});

const PageAccessRef = builder.objectRef<PageAccess>('PageAccess').implement({
  description: "Whether one page of the app asks for the company's PIN.",
  fields: (t) => ({
    tag: t.exposeString('tag', { description: 'The page, by its tag (orders, history, reports…).' }),
    pinRequired: t.exposeBoolean('pinRequired', {
      description: 'Whether the page asks for the PIN, which then opens it for an hour.',
    }),
  }),
});

export const PostalAddressRef = builder.objectRef<Partial<CompanyAddress>>('PostalAddress').implement({
  description: 'A postal address; adresse is a kept spelling (docs/glossary.md#spellings).',
  fields: (t) => ({
    adresse: t.exposeString('adresse', { description: 'Street and number.', nullable: true }),
    postalCode: t.exposeString('postalCode', { description: 'Postal code.', nullable: true }),
    city: t.exposeString('city', { description: 'City.', nullable: true }),
    country: t.exposeString('country', { description: 'Country.', nullable: true }),
  }),
});

const ContactRef = builder.objectRef<Partial<CompanyContact>>('Contact').implement({
  description: 'The person to contact at a company.',
  fields: (t) => ({
    firstName: t.exposeString('firstName', { description: 'First name.', nullable: true }),
    lastName: t.exposeString('lastName', { description: 'Last name.', nullable: true }),
    phone: t.exposeString('phone', { description: 'Phone number.', nullable: true }),
    email: t.exposeString('email', { description: 'E-mail address.', nullable: true }),
  }),
});

// iban is deliberately absent: the product keeps it hidden (docs/data-model.md#accounts).
export const CompanyRef = builder.objectRef<CompanyNode>('Company').implement({
  description:
    'A restaurant operator: its legal details, settings and restaurants; it signs in through its own account.',
  interfaces: [AccountRef],
  fields: (t) => ({
    id: t.int({ description: "The company's id.", resolve: (node) => node.company.id }),
    name: t.string({ description: "The company's trade name.", resolve: (node) => node.company.name }),
    awaitingValidation: t.boolean({
      description:
        'Signed up and not yet validated with the e-mailed code: only the code screen is open (docs/accounts.md#sign-up).',
      resolve: (node) => node.account.awaitingValidation,
    }),
    siret: t.string({
      description: 'The French establishment number (14 digits).',
      nullable: true,
      resolve: (node) => node.company.siret,
    }),
    siren: t.string({
      description: 'The French company number (9 digits).',
      nullable: true,
      resolve: (node) => node.company.siren,
    }),
    autoAccept: t.boolean({
      description: 'Whether new orders are accepted as soon as they arrive.',
      resolve: (node) => node.company.autoAccept,
    }),
    autoPrintEnabled: t.boolean({
      description: "Whether a new order's ticket is printed as soon as it arrives.",
      resolve: (node) => node.company.autoPrintEnabled,
    }),
    delayingOrder: t.string({
      description:
        'Busy mode: the platforms give more preparation time until this instant, ISO-8601 UTC; null when off.',
      nullable: true,
      resolve: (node) => toIsoString(node.company.delayingOrder),
    }),
    pagesAccess: t.field({
      description: "Which pages of the app ask for the company's PIN.",
      type: [PageAccessRef],
      resolve: (node) => node.company.pagesAccess,
    }),
    picture: t.string({
      nullable: true,
      description: 'The logo: a link signed for the viewer, good for an hour (docs/accounts.md#account-page).',
      resolve: (node, _args, context) =>
        node.company.picture && context.viewer
          ? logoUrl(context.config.jwtSecret, node.company.picture, linkHolderOf(context.viewer))
          : null,
    }),
    adresse: t.field({
      description: "The company's postal address.",
      type: PostalAddressRef,
      nullable: true,
      resolve: (node) => node.company.adresse,
    }),
    contact: t.field({
      description: 'The person to contact at the company.',
      type: ContactRef,
      nullable: true,
      resolve: (node) => node.company.contact,
    }),
    vatNumber: t.string({
      description: "The company's intra-EU VAT number.",
      nullable: true,
      resolve: (node) => node.company.vatNumber,
    }),
    bic: t.string({
      description: "The BIC of the company's bank account (the IBAN itself is never served).",
      nullable: true,
      resolve: (node) => node.company.bic,
    }),
    lastPing: t.string({
      description: 'Last sign of life recorded for the company, ISO-8601 UTC; null when none.',
      nullable: true,
      resolve: (node) => toIsoString(node.company.lastPing),
    }),
    createdAt: t.string({
      description: 'When the company was created, ISO-8601 UTC.',
      resolve: (node) => node.company.createdAt.toISOString(),
    }),
    updatedAt: t.string({
      description: 'When the company last changed, ISO-8601 UTC.',
      resolve: (node) => node.company.updatedAt.toISOString(),
    }),
    subscriptions: t.loadableGroup({
      description: "The company's subscriptions to paid services, oldest first.",
      type: SubscriptionRef,
      load: (companyIds: number[], context) =>
        context.db
          .select()
          .from(companySubscriptions)
          .where(inArray(companySubscriptions.companyId, companyIds))
          .orderBy(asc(companySubscriptions.id)),
      group: (subscription) => subscription.companyId ?? 0,
      resolve: (node) => node.company.id,
    }),
  }),
});

export const CompanyConnectionRef = builder.connectionObject(
  {
    type: CompanyRef,
    name: 'CompanyConnection',
    description: 'One page of companies, by name.',
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', { description: 'How many companies match, over all pages.' }),
    }),
  },
  { name: 'CompanyEdge' },
);

const CompanyCheckExistRef = builder
  .objectRef<{ email: boolean; siren: boolean; siret: boolean }>('CompanyCheckExist')
  .implement({
    description: 'Which of the sign-up details given are already taken; a detail not given answers false.',
    fields: (t) => ({
      email: t.exposeBoolean('email', { description: 'An account already signs in with this e-mail.' }),
      siren: t.exposeBoolean('siren', { description: 'A company already has this SIREN.' }),
      siret: t.exposeBoolean('siret', { description: 'A company already has this SIRET.' }),
    }),
  });

builder.queryFields((t) => ({
  companys: t.withAuth({ signedIn: true }).field({
    description:
      "The companies in the viewer's scope, by name; search matches the name, e-mail or SIRET (companys: kept spelling, docs/glossary.md#spellings).",
    type: CompanyConnectionRef,
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_FIRST.companies }),
      after: t.arg.string(),
      search: t.arg.string(),
    },
    resolve: (_root, args, context) => listCompanies(context, args),
  }),
  company: t.withAuth({ signedIn: true }).field({
    description: "One company by its id, within the viewer's scope; null when there is none.",
    type: CompanyRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => getCompany(context, args.id),
  }),
  companyCheckExist: t.field({
    description:
      'For the public sign-up form: whether an e-mail, SIREN or SIRET is already taken; rate-limited per address.',
    type: CompanyCheckExistRef,
    args: { email: t.arg.string(), siren: t.arg.string(), siret: t.arg.string() },
    resolve: (_root, args, context) => checkCompanyExists(context, args),
  }),
}));
