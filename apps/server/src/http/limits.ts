import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../errors';
import { estimateQueryCost } from './query-cost';

// Bounds on what one GraphQL document may ask for, so a single request cannot exhaust the server.
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 2_000,
  // query-cost.ts: each field costs 1 plus its selection, times its page (`first`, capped at 100) or, for a whole list,
  // UNPAGED_LIST_SIZE. The web app's heaviest document, the tablets' active orders, costs under half of this
  // (limits.test.ts checks every document the web app sends).
  maxCost: 75_000,
} as const;

function refuseCostly({ schema, document, variableValues, operationName }: ExecutionArgs): AppError | null {
  const cost = estimateQueryCost({
    schema,
    document,
    variables: variableValues ?? {},
    operationName: operationName ?? undefined,
  });
  if (cost <= QUERY_LIMITS.maxCost) return null;
  return new AppError('BAD_USER_INPUT', {
    message: `Query cost limit of ${QUERY_LIMITS.maxCost} exceeded, found ${cost}.`,
  });
}

// The cost is judged with the request's variables, so it runs when they are known: before execution starts.
function useCostLimit(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = refuseCostly(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = refuseCostly(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}

export function useQueryLimits(): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        EnvelopArmorPlugin({
          maxDepth: { n: QUERY_LIMITS.maxDepth },
          maxAliases: { n: QUERY_LIMITS.maxAliases },
          maxDirectives: { n: QUERY_LIMITS.maxDirectives },
          maxTokens: { n: QUERY_LIMITS.maxTokens },
          // Replaced by useCostLimit: armor's estimate counts only a literal `first` and no list without one.
          costLimit: { enabled: false },
          blockFieldSuggestion: { enabled: true },
        }),
      );
      addPlugin(useCostLimit());
    },
  };
}
