import { builder } from '../../builder';
import { type AccountNode, type CompanyNode, AccountRef } from '../accounts';
import { TokenPayloadRef } from '../auth';
import { CompanyRef } from '../companies';
import { registerCompany } from './register-company';
import { requestResetCode } from './request-reset-code';
import { validateAccountCode } from './validate-account-code';

const CompanyRegisterContactInput = builder.inputType('CompanyRegisterContactInput', {
  description: 'The person to contact at the company signing up.',
  fields: (t) => ({
    firstName: t.string({ description: 'First name.', required: true }),
    lastName: t.string({ description: 'Last name.', required: true }),
    phone: t.string({ description: 'Phone number.', required: true }),
    email: t.string({ description: "The contact's e-mail address." }),
  }),
});

const CompanyRegisterAddressInput = builder.inputType('CompanyRegisterAddressInput', {
  description: 'The address of the company signing up.',
  fields: (t) => ({
    adresse: t.string({
      description: 'Street and number (adresse: kept spelling, docs/glossary.md#spellings).',
      required: true,
    }),
    postalCode: t.string({ description: 'Postal code.', required: true }),
    city: t.string({ description: 'City.', required: true }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code of an EU member state (FR, ES, PL…).' }),
  }),
});

const CompanyRegisterInput = builder.inputType('CompanyRegisterInput', {
  description:
    'A company signing up; the rules are packages/domain validateCompanyRegistration (docs/accounts.md#sign-up).',
  fields: (t) => ({
    name: t.string({ description: "The company's trade name.", required: true }),
    siren: t.string({ description: 'The French company number (9 digits), when French.' }),
    siret: t.string({ description: 'The French establishment number (14 digits), when French.' }),
    vatNumber: t.string({ description: "The company's intra-EU VAT number." }),
    contact: t.field({ description: 'The person to contact.', type: CompanyRegisterContactInput, required: true }),
    adresse: t.field({
      description: "The company's address (adresse: kept spelling, docs/glossary.md#spellings).",
      type: CompanyRegisterAddressInput,
      required: true,
    }),
    email: t.string({ required: true, description: 'The sign-in e-mail, where the account code is sent.' }),
    password: t.string({ description: "The new account's password, by the domain's strength rules.", required: true }),
    confirmPassword: t.string({ description: 'The same password again.', required: true }),
    phone: t.string({ description: "The company's phone number.", required: true }),
    termsAccepted: t.boolean({ description: 'Must be true: the terms of service are accepted.', required: true }),
    privacyAccepted: t.boolean({ description: 'Must be true: the privacy policy is accepted.', required: true }),
    lang: t.string({ description: 'en, es, fr, pt or pl: the language of the e-mails; others give the default.' }),
  }),
});

const CompanyRegisterPayloadRef = builder
  .objectRef<{ token: string; auth: AccountNode; company: CompanyNode }>('CompanyRegisterPayload')
  .implement({
    description: 'A company signed up, waiting for its e-mailed code.',
    fields: (t) => ({
      token: t.exposeString('token', {
        description: 'Signs in the new account, which may only validate its code until it does.',
      }),
      auth: t.field({
        description: "The new company's account.",
        type: AccountRef,
        resolve: (payload) => payload.auth,
      }),
      company: t.field({ description: 'The new company.', type: CompanyRef, resolve: (payload) => payload.company }),
    }),
  });

builder.mutationFields((t) => ({
  registerCompany: t.field({
    description: 'Signs a company up and e-mails it a code to validate the account; rate-limited per address.',
    type: CompanyRegisterPayloadRef,
    args: { companyRegisterInput: t.arg({ type: CompanyRegisterInput, required: true }) },
    resolve: async (_root, { companyRegisterInput: input }, context) => {
      const { token, account, company } = await registerCompany(context, {
        ...input,
        siren: input.siren ?? '',
        siret: input.siret ?? '',
        vatNumber: input.vatNumber ?? '',
        contact: { ...input.contact, email: input.contact.email ?? '' },
      });
      const node = { account, company };
      return { token, auth: node, company: node };
    },
  }),
  validateAccountCode: t.field({
    type: TokenPayloadRef,
    description: 'The 6-digit code e-mailed at sign-up validates the account the token names; answers a fresh token.',
    args: { token: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => ({ token: await validateAccountCode(context, args.token, args.code) }),
  }),
  requestResetCode: t.boolean({
    description: 'E-mails a new account code (type 1, the only one) to the account the token names; earlier codes end.',
    args: {
      token: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      type: t.arg.int({ required: true }),
    },
    resolve: (_root, args, context) => requestResetCode(context, args.token, args.email, args.type),
  }),
}));
