import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const ExportDisputedOrderMutation = graphql(`
  mutation ExportDisputedOrder(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $lang: Language
  ) {
    exportDisputedOrder(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      lang: $lang
    ) {
      url
      fileName
      expiresAt
      stores
    }
  }
`);

/** The disputed orders report's signed link; it takes no company (docs/api.md#exports). */
export async function exportDisputedOrder(variables: VariablesOf<typeof ExportDisputedOrderMutation>) {
  return (await requestGraphQL(ExportDisputedOrderMutation, variables)).exportDisputedOrder;
}
