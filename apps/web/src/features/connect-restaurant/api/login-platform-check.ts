import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const LoginPlatformCheckMutation = graphql(`
  mutation LoginPlatformCheck($login: String!, $password: String!, $platform: String!, $platformId: String) {
    loginPlatformCheck(login: $login, password: $password, platform: $platform, platformId: $platformId)
  }
`);

/**
 * The tablet step's check: asks the platform about a login and password before going on; nothing is saved. The answer
 * is ACCEPTED or REFUSED by the platform, or UNVERIFIABLE where the platform offers no way to ask.
 */
export function useLoginPlatformCheck() {
  return useMutation({
    mutationFn: async (variables: { login: string; password: string; platform: string; platformId: string | null }) =>
      (await requestGraphQL(LoginPlatformCheckMutation, variables)).loginPlatformCheck,
  });
}
