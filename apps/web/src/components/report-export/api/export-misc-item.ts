import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const ExportMiscItemMutation = graphql(`
  mutation ExportMiscItem(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
    $period: String
    $lang: Language
  ) {
    exportMiscItem(
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

/** The miscellaneous items report's signed link (docs/api.md#exports). */
export async function exportMiscItem(variables: VariablesOf<typeof ExportMiscItemMutation>) {
  return (await requestGraphQL(ExportMiscItemMutation, variables)).exportMiscItem;
}
