import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_POLL_MS } from '@comptoir/domain';
import { graphql, readFragment, type FragmentOf, type ResultOf } from './graphql';
import { requestGraphQL } from './graphql-client';
import { useSession } from './session';

export const AccountFields = graphql(`
  fragment AccountFields on Account {
    __typename
    uuid
    email
    roles
    enabled
    currency
    lang
    ... on Company { id name picture pagesAccess { tag pinRequired } }
    ... on User { firstName lastName picture }
    ... on Application { name }
  }
`);

export const ProfileQuery = graphql(
  `
    query Profile {
      connected
      me { ...AccountFields }
      switchedUser { ...AccountFields }
      platforms { id name color picture }
    }
  `,
  [AccountFields],
);

export type Account = ResultOf<typeof AccountFields>;
export type Profile = {
  connected: boolean;
  me: Account | null;
  switchedUser: Account | null;
  platforms: ResultOf<typeof ProfileQuery>['platforms'];
};

function readAccount(account: FragmentOf<typeof AccountFields> | null | undefined): Account | null {
  return account ? readFragment(AccountFields, account) : null;
}

export const profileQueryKey = ['profile'] as const;

export function profileQueryOptions(hasToken: boolean) {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }): Promise<Profile> => {
      const data = await requestGraphQL(ProfileQuery, {}, { signal });
      return {
        connected: data.connected,
        me: readAccount(data.me),
        switchedUser: readAccount(data.switchedUser),
        platforms: data.platforms,
      };
    },
    enabled: hasToken,
    // SPEC §1: polled every 60 s, only while a token is stored; the last good answer stays on error.
    refetchInterval: hasToken ? PROFILE_POLL_MS : false,
  });
}

export function useProfile() {
  const { token } = useSession();
  return useQuery(profileQueryOptions(token !== null));
}
