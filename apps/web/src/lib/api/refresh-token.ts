import { graphql } from '../graphql';
import { requestGraphQL } from '../graphql-client';

const RefreshMutation = graphql(`
  mutation Refresh {
    refresh {
      token
    }
  }
`);

/** A fresh token for the signed-in account (docs/product.md#background). */
export async function requestFreshToken(): Promise<string> {
  return (await requestGraphQL(RefreshMutation)).refresh.token;
}
