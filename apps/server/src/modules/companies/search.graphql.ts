import { PAGE_SIZES } from '@comptoir/domain';
import { builder } from '../../builder';
import { AccountConnectionRef } from '../accounts/account.graphql';
import { CompanyConnectionRef } from './company.graphql';
import { searchAccounts, type SearchResult } from './search-accounts';

const SearchResultRef = builder.objectRef<SearchResult>('SearchResult').implement({
  fields: (t) => ({
    companys: t.field({ type: CompanyConnectionRef, resolve: (result) => result.companys }),
    users: t.field({ type: AccountConnectionRef, resolve: (result) => result.users }),
  }),
});

builder.queryField('search', (t) =>
  t.withAuth({ $any: { canSwitchUser: true, anyRole: ['ROLE_ACCOUNT_MANAGER', 'ROLE_ADMINISTRATOR'] } }).field({
    type: SearchResultRef,
    args: {
      search: t.arg.string(),
      first: t.arg.int({ defaultValue: PAGE_SIZES.search }),
      // SPEC §7 spelling.
      onlyCampanies: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, context) => searchAccounts(context, args),
  }),
);
