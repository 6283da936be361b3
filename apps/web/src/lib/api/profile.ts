import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_POLL_MS } from '@comptoir/domain';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../graphql';
import { requestGraphQL } from '../graphql-client';
import { queryKeys } from '../query-keys';
import { adoptAccountLanguage, languagePicks } from '../language';
import { useSession } from '../session';

const AccountFields = graphql(`
  fragment AccountFields on Account {
    __typename
    uuid
    email
    roles
    enabled
    currency
    lang
    ... on Company {
      id
      name
      picture
      pagesAccess {
        tag
        pinRequired
      }
      awaitingValidation
      documentLanguage
    }
    ... on User {
      firstName
      lastName
      picture
    }
    ... on Application {
      name
    }
  }
`);

// The product's start-up `init` (docs/api.md#operations), polled as the profile: who is signed in, the platforms, and
// the cloud printers, which tell this tablet whose tickets it no longer prints itself
// (docs/printing.md#managing-printers).
const ProfileQuery = graphql(
  `
    query Profile {
      init {
        connected
        me {
          ...AccountFields
        }
        switchedUser {
          ...AccountFields
        }
        platforms {
          id
          name
          color
          picture
        }
        printers {
          id
          label
          online
          cloudPrintEnabled
          restaurants {
            restaurant {
              uuid
              title
            }
          }
        }
      }
    }
  `,
  [AccountFields],
);

type Init = ResultOf<typeof ProfileQuery>['init'];

export type Account = ResultOf<typeof AccountFields>;
export type Profile = {
  connected: boolean;
  me: Account | null;
  switchedUser: Account | null;
  platforms: Init['platforms'];
  printers: Init['printers'];
};

function readAccount(account: FragmentOf<typeof AccountFields> | null | undefined): Account | null {
  return account ? readFragment(AccountFields, account) : null;
}

function profileQueryOptions(hasToken: boolean) {
  return queryOptions({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }): Promise<Profile> => {
      const picks = languagePicks();
      const { init } = await requestGraphQL(ProfileQuery, {}, { signal });
      const me = readAccount(init.me);
      // Another device may have changed the account's language: follow it before anything is shown in the old one.
      await adoptAccountLanguage(me?.lang, picks);
      return {
        connected: init.connected,
        me,
        switchedUser: readAccount(init.switchedUser),
        platforms: init.platforms,
        printers: init.printers,
      };
    },
    enabled: hasToken,
    // docs/product.md#background: polled every 60 s, only while a token is stored; the last good answer stays on error.
    refetchInterval: hasToken ? PROFILE_POLL_MS : false,
    // A tablet reloaded without network (docs/offline.md): TanStack would pause the query, leaving the guard waiting
    // for ever; failing lets it keep working as the account saved at login.
    networkMode: 'always',
  });
}

export function useProfile() {
  const { token } = useSession();
  return useQuery(profileQueryOptions(token !== null));
}
