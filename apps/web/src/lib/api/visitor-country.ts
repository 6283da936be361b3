import { graphql } from '../graphql';
import { requestGraphQL } from '../graphql-client';

const VisitorCountryQuery = graphql(`
  query VisitorCountry {
    visitorCountry
  }
`);

/** The visitor's country as the server sees it, or null when it cannot tell or cannot be reached. */
export async function findVisitorCountry(): Promise<string | null> {
  try {
    const data = await requestGraphQL(VisitorCountryQuery);
    return data.visitorCountry;
  } catch {
    return null;
  }
}
