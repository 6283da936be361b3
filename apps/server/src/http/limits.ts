import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';

// Bounds on what one GraphQL document may ask for, so a single request cannot exhaust the server.
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 2_000,
  // graphql-armor multiplies a subtree by a literal `first`: the tablet's `restaurants(first: 100)` with its
  // status fields costs ~20,000, a nested fan-out of several pages of 100 well above this.
  maxCost: 50_000,
} as const;

export function useQueryLimits() {
  return EnvelopArmorPlugin({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    blockFieldSuggestion: { enabled: true },
  });
}
