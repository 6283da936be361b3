import { DEFAULT_FIRST, type PageAccess } from '@comptoir/domain';
import { asc, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { companySubscriptions, type CompanyAddress, type CompanyContact } from '../../db/schema';
import { toIsoString } from '../../lib/instants';
import type { CompanyNode } from '../accounts/account-node';
import { AccountRef } from '../accounts/account.graphql';
import { linkHolderOf } from '../auth/link-holder';
import { logoUrl } from '../account-settings/logo-url';
import { checkCompanyExists } from './check-company-exists';
import { getCompany } from './get-company';
import { listCompanies } from './list-companies';

// Company and restaurant subscriptions share the GraphQL type; the owner id groups them in their loaders.
export type SubscriptionRecord = {
  service: string;
  activated: boolean;
  price: number;
  startedAt: Date | null;
  companyId?: number;
  restaurantId?: number;
};

export const SubscriptionRef = builder.objectRef<SubscriptionRecord>('ServiceSubscription').implement({
  fields: (t) => ({
    service: t.exposeString('service'),
    activated: t.exposeBoolean('activated'),
    price: t.exposeInt('price', { description: 'Monthly price in minor units.' }),
    startedAt: t.string({ nullable: true, resolve: (subscription) => toIsoString(subscription.startedAt) }),
  }),
});

const PageAccessRef = builder.objectRef<PageAccess>('PageAccess').implement({
  fields: (t) => ({ tag: t.exposeString('tag'), pinRequired: t.exposeBoolean('pinRequired') }),
});

export const PostalAddressRef = builder.objectRef<Partial<CompanyAddress>>('PostalAddress').implement({
  fields: (t) => ({
    adresse: t.exposeString('adresse', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
  }),
});

const ContactRef = builder.objectRef<Partial<CompanyContact>>('Contact').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
  }),
});

// iban is deliberately absent: SPEC §3 marks it hidden.
export const CompanyRef = builder.objectRef<CompanyNode>('Company').implement({
  interfaces: [AccountRef],
  fields: (t) => ({
    id: t.int({ resolve: (node) => node.company.id }),
    name: t.string({ resolve: (node) => node.company.name }),
    awaitingValidation: t.boolean({
      description: 'Signed up and not yet validated with the e-mailed code: only the code screen is open (docs/accounts.md#sign-up).',
      resolve: (node) => node.account.awaitingValidation,
    }),
    siret: t.string({ nullable: true, resolve: (node) => node.company.siret }),
    siren: t.string({ nullable: true, resolve: (node) => node.company.siren }),
    autoAccept: t.boolean({ resolve: (node) => node.company.autoAccept }),
    autoPrintEnabled: t.boolean({ resolve: (node) => node.company.autoPrintEnabled }),
    delayingOrder: t.string({ nullable: true, resolve: (node) => toIsoString(node.company.delayingOrder) }),
    pagesAccess: t.field({ type: [PageAccessRef], resolve: (node) => node.company.pagesAccess }),
    picture: t.string({
      nullable: true,
      description: 'The logo: a link signed for the viewer, good for an hour (docs/accounts.md#account-page).',
      resolve: (node, _args, context) => (node.company.picture && context.viewer ? logoUrl(context.config.jwtSecret, node.company.picture, linkHolderOf(context.viewer)) : null),
    }),
    adresse: t.field({ type: PostalAddressRef, nullable: true, resolve: (node) => node.company.adresse }),
    contact: t.field({ type: ContactRef, nullable: true, resolve: (node) => node.company.contact }),
    vatNumber: t.string({ nullable: true, resolve: (node) => node.company.vatNumber }),
    bic: t.string({ nullable: true, resolve: (node) => node.company.bic }),
    lastPing: t.string({ nullable: true, resolve: (node) => toIsoString(node.company.lastPing) }),
    createdAt: t.string({ resolve: (node) => node.company.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (node) => node.company.updatedAt.toISOString() }),
    subscriptions: t.loadableGroup({
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
  { type: CompanyRef, name: 'CompanyConnection', fields: (t) => ({ totalCount: t.exposeInt('totalCount') }) },
  { name: 'CompanyEdge' },
);

const CompanyCheckExistRef = builder
  .objectRef<{ email: boolean; siren: boolean; siret: boolean }>('CompanyCheckExist')
  .implement({
    fields: (t) => ({ email: t.exposeBoolean('email'), siren: t.exposeBoolean('siren'), siret: t.exposeBoolean('siret') }),
  });

builder.queryFields((t) => ({
  companys: t.withAuth({ signedIn: true }).field({
    type: CompanyConnectionRef,
    args: {
      first: t.arg.int({ defaultValue: DEFAULT_FIRST.companies }),
      after: t.arg.string(),
      search: t.arg.string(),
    },
    resolve: (_root, args, context) => listCompanies(context, args),
  }),
  company: t.withAuth({ signedIn: true }).field({
    type: CompanyRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => getCompany(context, args.id),
  }),
  companyCheckExist: t.field({
    type: CompanyCheckExistRef,
    args: { email: t.arg.string(), siren: t.arg.string(), siret: t.arg.string() },
    resolve: (_root, args, context) => checkCompanyExists(context, args),
  }),
}));
