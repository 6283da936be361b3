import { graphql } from '../../../lib/graphql';

// What the login page stores with the token (`login { auth }`), asked with the token a code sign-in returns.
export const SignedInAccountQuery = graphql(`
  query SignedInAccount {
    me {
      uuid
      email
      roles
      lang
      enabled
    }
  }
`);
