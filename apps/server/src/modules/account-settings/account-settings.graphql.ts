import { join } from 'node:path';
import { BILLING_PAYMENT_METHODS } from '@comptoir/domain';
import { builder } from '../../builder';
import { toIsoString } from '../../lib/instants';
import { CompanyRef, PostalAddressRef } from '../companies';
import { changePassword } from './change-password';
import { findAccountCompany } from './find-account-company';
import { updateBillingInformation } from './update-billing-information';
import { updateCompanyPicture } from './update-company-picture';
import { updateCompanyUser } from './update-company-user';

const BillingPaymentMethodEnum = builder.enumType('BillingPaymentMethod', {
  description: "How Comptoir's invoices are paid: a SEPA direct debit from the company's IBAN, or a bank card.",
  values: BILLING_PAYMENT_METHODS,
});

// The IBAN itself is never an output: only its last four characters (docs/accounts.md#billing).
builder.objectFields(CompanyRef, (t) => ({
  ibanLast4: t.string({
    description: "The last four characters of the company's IBAN (the IBAN itself is never served); null when none.",
    nullable: true,
    resolve: (node) => node.company.ibanLast4,
  }),
  paymentMethod: t.field({
    description: "How the company pays Comptoir's invoices; null until it chose.",
    type: BillingPaymentMethodEnum,
    nullable: true,
    resolve: (node) => node.company.paymentMethod,
  }),
  billingAddress: t.field({
    description: "Where invoices are addressed; null means the company's address.",
    type: PostalAddressRef,
    nullable: true,
    resolve: (node) => node.company.billingAddress,
  }),
  termsAcceptedAt: t.string({
    description: 'When the company accepted the terms of service, ISO-8601 UTC.',
    nullable: true,
    resolve: (node) => toIsoString(node.company.termsAcceptedAt),
  }),
}));

export const AddressInput = builder.inputType('CompanyUserAddressInput', {
  description: "A company's postal address.",
  fields: (t) => ({
    adresse: t.string({
      description: 'Street and number (adresse: kept spelling, docs/glossary.md#spellings).',
      required: true,
    }),
    postalCode: t.string({ description: 'Postal code.', required: true }),
    city: t.string({ description: 'City.', required: true }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code of an EU country: FR, BE…' }),
  }),
});

export const ContactInput = builder.inputType('CompanyUserContactInput', {
  description: 'The person to contact at the company.',
  fields: (t) => ({
    firstName: t.string({ description: 'First name.', required: true }),
    lastName: t.string({ description: 'Last name.', required: true }),
    phone: t.string({ description: 'Phone number.', required: true }),
    email: t.string({ description: 'E-mail address.' }),
  }),
});

const CompanyUserInput = builder.inputType('CompanyUserInput', {
  description: "A company's details, checked by the sign-up's rules.",
  fields: (t) => ({
    name: t.string({ description: "The company's trade name.", required: true }),
    siren: t.string({ description: 'The French company number (9 digits), when French.' }),
    siret: t.string({ description: 'The French establishment number (14 digits), when French.' }),
    vatNumber: t.string({ description: "The company's intra-EU VAT number." }),
    contact: t.field({ description: 'The person to contact.', type: ContactInput, required: true }),
    adresse: t.field({
      description: "The company's address (adresse: kept spelling, docs/glossary.md#spellings).",
      type: AddressInput,
      required: true,
    }),
  }),
});

const BillingInformationInput = builder.inputType('BillingInformationInput', {
  description: "How the company pays Comptoir's invoices.",
  fields: (t) => ({
    iban: t.string({ description: 'A new IBAN; null or blank keeps the stored one.' }),
    bic: t.string({ description: 'The BIC of the bank account.' }),
    paymentMethod: t.field({
      description: 'Direct debit or bank card.',
      type: BillingPaymentMethodEnum,
      required: true,
    }),
    billingAddress: t.field({ type: AddressInput, description: "Null: invoices go to the company's address." }),
  }),
});

const PasswordChangeRef = builder.objectRef<{ token: string }>('PasswordChange').implement({
  description: 'A password changed.',
  fields: (t) => ({
    token: t.exposeString('token', {
      description: 'A fresh token for this device: every token issued before has ended.',
    }),
  }),
});

const COMPANY_ID = "The company; omitted: the viewer's own (a company account, or acting as one).";

builder.queryFields((t) => ({
  getBillingType: t.withAuth({ signedIn: true }).field({
    type: BillingPaymentMethodEnum,
    nullable: true,
    description: "How the company pays Comptoir's invoices; null until it chose.",
    args: { id: t.arg.int({ description: COMPANY_ID }) },
    resolve: async (_root, args, context) => (await findAccountCompany(context, args.id)).paymentMethod,
  }),
}));

builder.mutationFields((t) => ({
  updateCompanyUser: t.withAuth({ signedIn: true }).field({
    type: CompanyRef,
    description:
      "The company's name, registry numbers, VAT number, contact and address, checked by the sign-up's rules.",
    args: { id: t.arg.int({ description: COMPANY_ID }), input: t.arg({ type: CompanyUserInput, required: true }) },
    resolve: (_root, args, context) => updateCompanyUser(context, args.id, args.input),
  }),
  updateBillingInformation: t.withAuth({ signedIn: true }).field({
    type: CompanyRef,
    description:
      'The IBAN (stored encrypted, only its last four characters shown again), BIC, payment method and billing address.',
    args: {
      id: t.arg.int({ description: COMPANY_ID }),
      input: t.arg({ type: BillingInformationInput, required: true }),
    },
    resolve: (_root, args, context) => updateBillingInformation(context, args.id, args.input),
  }),
  updateCompanyPicture: t.withAuth({ signedIn: true }).field({
    type: CompanyRef,
    description:
      "The company's logo: a JPEG, PNG or WebP up to 10 MB and 40 megapixels, re-encoded as a JPEG of at most 512 px without its metadata.",
    args: { id: t.arg.int({ required: true }), logo: t.arg({ type: 'File', required: true }) },
    resolve: (_root, args, context) =>
      updateCompanyPicture(context, {
        id: args.id,
        logo: args.logo,
        uploadsDir: join(context.config.dataDir, 'uploads'),
      }),
  }),
  changePassword: t.withAuth({ signedIn: true }).field({
    type: PasswordChangeRef,
    description: "The signed-in account's own password (never the account acted as); ends every other session.",
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => ({ token: await changePassword(context, args) }),
  }),
}));
