import { builder } from '../../builder';
import type { AccountNode, CompanyNode } from '../accounts/account-node';
import { AccountRef } from '../accounts/account.graphql';
import { TokenPayloadRef } from '../auth/auth.graphql';
import { CompanyRef } from '../companies/company.graphql';
import { registerCompany } from './register-company';
import { requestResetCode } from './request-reset-code';
import { validateAccountCode } from './validate-account-code';

const CompanyRegisterContactInput = builder.inputType('CompanyRegisterContactInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string(),
  }),
});

const CompanyRegisterAddressInput = builder.inputType('CompanyRegisterAddressInput', {
  fields: (t) => ({
    adresse: t.string({ required: true }),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code of an EU member state (FR, ES, PL…).' }),
  }),
});

const CompanyRegisterInput = builder.inputType('CompanyRegisterInput', {
  description: 'A company signing up; the rules are packages/domain validateCompanyRegistration (docs/accounts.md#sign-up).',
  fields: (t) => ({
    name: t.string({ required: true }),
    siren: t.string(),
    siret: t.string(),
    vatNumber: t.string(),
    contact: t.field({ type: CompanyRegisterContactInput, required: true }),
    adresse: t.field({ type: CompanyRegisterAddressInput, required: true }),
    email: t.string({ required: true, description: 'The sign-in e-mail, where the account code is sent.' }),
    password: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
    phone: t.string({ required: true }),
    termsAccepted: t.boolean({ required: true }),
    privacyAccepted: t.boolean({ required: true }),
    lang: t.string({ description: 'en, es, fr, pt or pl: the language of the e-mails; others give the default.' }),
  }),
});

const CompanyRegisterPayloadRef = builder
  .objectRef<{ token: string; auth: AccountNode; company: CompanyNode }>('CompanyRegisterPayload')
  .implement({
    fields: (t) => ({
      token: t.exposeString('token', { description: 'Signs in the new account, which may only validate its code until it does.' }),
      auth: t.field({ type: AccountRef, resolve: (payload) => payload.auth }),
      company: t.field({ type: CompanyRef, resolve: (payload) => payload.company }),
    }),
  });

builder.mutationFields((t) => ({
  registerCompany: t.field({
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
    args: { token: t.arg.string({ required: true }), email: t.arg.string({ required: true }), type: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => requestResetCode(context, args.token, args.email, args.type),
  }),
}));
