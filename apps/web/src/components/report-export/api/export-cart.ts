import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const ExportCartMutation = graphql(`
  mutation ExportCart(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
    $period: String
    $lang: Language
  ) {
    exportCart(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
      period: $period
      lang: $lang
    ) {
      url
      fileName
      expiresAt
      stores
    }
  }
`);

/** The carts report's signed link (docs/api.md#exports). */
export async function exportCart(variables: VariablesOf<typeof ExportCartMutation>) {
  return (await requestGraphQL(ExportCartMutation, variables)).exportCart;
}
