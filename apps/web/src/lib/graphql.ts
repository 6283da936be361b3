import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../gql/graphql-env';

// MoneyTotal (report sums in minor units, beyond 32 bits) arrives as a JSON number.
export const graphql = initGraphQLTada<{ introspection: introspection; scalars: { MoneyTotal: number } }>();

export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
export { readFragment } from 'gql.tada';
