import { graphql } from '../../../lib/graphql';

// A tablet enrolled on /tablets/new signs in with its 8-digit code or the token of its link (docs/accounts.md#tablets).
export const LoginWithCodeMutation = graphql(`
  mutation LoginWithCode($code: String!) {
    loginWithCode(code: $code) {
      token
    }
  }
`);
