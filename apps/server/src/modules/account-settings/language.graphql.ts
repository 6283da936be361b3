import { builder } from '../../builder';
import { AccountRef } from '../accounts';
import { CompanyRef } from '../companies';
import { accountLanguage, LanguageEnum } from '../languages';
import { updateLanguage } from './update-language';

builder.objectFields(CompanyRef, (t) => ({
  documentLanguage: t.field({
    type: LanguageEnum,
    description:
      "The language of the company's kitchen tickets and invoices: its stored language, else its country's (France: French), else English.",
    resolve: (node) => accountLanguage({ lang: node.account.lang, country: node.company.adresse?.country }),
  }),
}));

builder.mutationFields((t) => ({
  updateLanguage: t.withAuth({ signedIn: true }).field({
    type: AccountRef,
    description:
      "Stores the signed-in account's language (never the account acted as), so that every device it signs in on starts in it.",
    args: { lang: t.arg({ type: LanguageEnum, required: true }) },
    resolve: (_root, args, context) => updateLanguage(context, args.lang),
  }),
}));
