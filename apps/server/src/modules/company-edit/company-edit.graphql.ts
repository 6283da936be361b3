import { builder } from '../../builder';
import { toIsoString } from '../../lib/instants';
import { AddressInput, ContactInput } from '../account-settings';
import { ApplicationRef, UserRef } from '../accounts';
import { CompanyRef } from '../companies';
import { PageAccessInput } from '../pin';
import { loadCompanyUsers, type CompanyUsers } from './company-users';
import { findEditedCompany } from './edited-company';
import { listAccountManagers } from './list-account-managers';
import { sendCompanyPasswordReset } from './send-company-password-reset';
import { setCompanyAccountManagers } from './set-company-account-managers';
import { updateCompany } from './update-company';

// Administrators and account managers only (docs/administration.md): the company's own screens are /account and
// the PIN settings, and an application is refused.

const CompanyInput = builder.inputType('CompanyInput', {
  description:
    'A company edited by an administrator or its account manager: only the fields sent change (null keeps the stored value).',
  fields: (t) => ({
    name: t.string({ description: "The company's trade name (1 to 50 characters)." }),
    siren: t.string({
      description: 'The French company number (9 digits with a Luhn key); "" clears it outside France.',
    }),
    siret: t.string({
      description:
        'The French establishment number (14 digits, beginning with the SIREN); "" clears it outside France.',
    }),
    vatNumber: t.string({ description: 'The intra-EU VAT number; "" clears it.' }),
    adresse: t.field({
      description: "The company's address, whole (adresse: kept spelling, docs/glossary.md#spellings).",
      type: AddressInput,
    }),
    contact: t.field({ description: 'The person to contact, whole.', type: ContactInput }),
    email: t.string({
      description: "The company's sign-in e-mail, unique and stored lower-case (EMAIL_ALREADY_USED when taken).",
    }),
    currency: t.string({
      description: 'The ISO 4217 code of the money it sees: EUR, GBP, CHF, PLN, CZK, DKK, SEK, NOK, HUF, RON or BGN.',
    }),
    lang: t.string({ description: 'Its language: en, es, fr, pt or pl (its e-mails are written in it).' }),
    autoAccept: t.boolean({ description: 'Whether new orders are accepted as soon as they arrive.' }),
    autoPrintEnabled: t.boolean({ description: "Whether a new order's ticket is printed as soon as it arrives." }),
    pagesAccess: t.field({
      description: 'Which pages ask for the PIN; known tags only, each once.',
      type: [PageAccessInput],
    }),
    enabled: t.boolean({
      description:
        'False signs the company out everywhere at once (its tablets too) and refuses its sign-ins until set true again.',
    }),
  }),
});

const CompanyUsersRef = builder.objectRef<CompanyUsers>('CompanyUsers').implement({
  description:
    'The accounts tied to a company: its own sign-in, the account managers looking after it and its linked applications.',
  fields: (t) => ({
    company: t.field({ description: 'The company.', type: CompanyRef, resolve: (users) => users.node }),
    email: t.string({ description: "The company's sign-in e-mail.", resolve: (users) => users.node.account.email }),
    lang: t.string({
      description: 'Its language; null: the browser decides.',
      nullable: true,
      resolve: (users) => users.node.account.lang,
    }),
    enabled: t.boolean({
      description: 'False while the company may not sign in.',
      resolve: (users) => users.node.account.enabled,
    }),
    lastSignInAt: t.string({
      description: 'Its last sign-in with the password, ISO-8601 UTC; null when never.',
      nullable: true,
      resolve: (users) => toIsoString(users.node.account.lastLoginAt),
    }),
    accountManagers: t.field({
      description: 'The account managers looking after it, by last name.',
      type: [UserRef],
      resolve: (users) => users.accountManagers.map((account) => ({ account })),
    }),
    applications: t.field({
      description: 'The applications (point-of-sale systems…) linked to it, by name.',
      type: [ApplicationRef],
      resolve: (users) => users.applications.map((account) => ({ account })),
    }),
  }),
});

const COMPANY_ID = 'The company: in the viewer’s scope (another manager’s answers NOT_FOUND, like a missing one).';

builder.queryFields((t) => ({
  companyUsers: t.withAuth({ signedIn: true }).field({
    type: CompanyUsersRef,
    description:
      'The accounts tied to a company, for its administrators and account managers (its tablets: devices(company)).',
    args: { companyId: t.arg.int({ required: true, description: COMPANY_ID }) },
    resolve: async (_root, args, context) =>
      loadCompanyUsers(context.db, await findEditedCompany(context, args.companyId)),
  }),
  accountManagers: t.withAuth({ signedIn: true }).field({
    type: [UserRef],
    description:
      'Every account manager an administrator may put in charge of a company, by last name (administrators only).',
    resolve: async (_root, _args, context) => (await listAccountManagers(context)).map((account) => ({ account })),
  }),
}));

builder.mutationFields((t) => ({
  company: t.withAuth({ signedIn: true }).field({
    type: CompanyRef,
    description:
      "Edits a company's details, preferences, sign-in e-mail and access, checked by the sign-up's rules; every change audited.",
    args: {
      companyId: t.arg.int({ required: true, description: COMPANY_ID }),
      input: t.arg({
        type: CompanyInput,
        required: true,
        description: 'The fields to change; those left out keep their value.',
      }),
    },
    resolve: (_root, args, context) => updateCompany(context, args.companyId, args.input),
  }),
  companyAccountManagers: t.withAuth({ signedIn: true }).field({
    type: CompanyUsersRef,
    description: 'Sets who looks after a company: exactly these account managers from now on (administrators only).',
    args: {
      companyId: t.arg.int({ required: true, description: COMPANY_ID }),
      accountUuids: t.arg.stringList({
        required: true,
        description: 'The uuids of Users holding ROLE_ACCOUNT_MANAGER; an empty list leaves none.',
      }),
    },
    resolve: (_root, args, context) => setCompanyAccountManagers(context, args.companyId, args.accountUuids),
  }),
  sendCompanyPasswordReset: t.withAuth({ signedIn: true }).boolean({
    description: "E-mails the company's sign-in account a one-hour password reset link (3 per account in 15 minutes).",
    args: { companyId: t.arg.int({ required: true, description: COMPANY_ID }) },
    resolve: (_root, args, context) => sendCompanyPasswordReset(context, args.companyId),
  }),
}));
