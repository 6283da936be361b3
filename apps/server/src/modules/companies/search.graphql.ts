import { PAGE_SIZES } from '@comptoir/domain';
import { builder } from '../../builder';
import { AccountConnectionRef } from '../accounts';
import { CompanyConnectionRef } from './company.graphql';
import { searchAccounts, type SearchResult } from './search-accounts';

const SearchResultRef = builder.objectRef<SearchResult>('SearchResult').implement({
  description: 'Companies and accounts matching a search.',
  fields: (t) => ({
    companys: t.field({
      description: 'The companies matching, first page (kept spelling: docs/glossary.md#spellings).',
      type: CompanyConnectionRef,
      resolve: (result) => result.companys,
    }),
    users: t.field({
      description: 'The accounts matching, first page; empty when onlyCampanies is true.',
      type: AccountConnectionRef,
      resolve: (result) => result.users,
    }),
  }),
});

builder.queryField('search', (t) =>
  t.withAuth({ $any: { canSwitchUser: true, anyRole: ['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR'] } }).field({
    description:
      'Finds companies and accounts by name or e-mail, to switch to them; for account managers, administrators and those who may switch user.',
    type: SearchResultRef,
    args: {
      search: t.arg.string(),
      first: t.arg.int({ defaultValue: PAGE_SIZES.search }),
      // Kept spelling (docs/glossary.md#spellings).
      onlyCampanies: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, context) => searchAccounts(context, args),
  }),
);
