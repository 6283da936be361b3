import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { GraphQLRequestError } from '../../../lib/graphql-errors';
import { clearSession, saveLogin, saveToken } from '../../../lib/session';
import { SignedInAccountQuery } from './signed-in-account';

// A tablet enrolled on /tablets/new signs in with its 8-digit code or the token of its link (docs/accounts.md#tablets).
const LoginWithCodeMutation = graphql(`
  mutation LoginWithCode($code: String!) {
    loginWithCode(code: $code) {
      token
    }
  }
`);

/**
 * Signs this tablet in with an enrolment code or link token and stores the session as the login page does: the
 * token, then the account it is for. Whatever session the browser had before is forgotten first.
 */
async function signInWithCode(code: string): Promise<void> {
  const { loginWithCode } = await requestGraphQL(LoginWithCodeMutation, { code });
  clearSession();
  saveToken(loginWithCode.token);
  const { me } = await requestGraphQL(SignedInAccountQuery);
  if (!me) {
    clearSession();
    throw new GraphQLRequestError(401, []);
  }
  saveLogin(loginWithCode.token, { ...me, roles: [...me.roles] });
}

export function useSignInWithCode() {
  return useMutation({ mutationFn: signInWithCode });
}
