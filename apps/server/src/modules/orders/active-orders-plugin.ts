import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../context/types';
import type { ActiveOrdersCache, CachedAnswer } from './active-orders-cache';
import { answerKey, isOnlyRootField } from './viewer-answers';

// The answer each request was given from the cache or put into it, for the HTTP layer's ETag and 304
// (serve-active-orders.ts).
const answered = new WeakMap<Request, CachedAnswer>();

export function cachedAnswerOf(request: Request): CachedAnswer | undefined {
  return answered.get(request);
}

/**
 * Serves activeOrders from the cache (docs/architecture.md#the-tablets-order-list): a current answer is sent without
 * running the query; else one request builds it while the others asking the same wait for it.
 */
export function useActiveOrdersCache(cache: ActiveOrdersCache): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { viewer, request } = args.contextValue;
      // The tablets' poll, whatever fields of the orders it asks for.
      if (!viewer || !isOnlyRootField(args, 'query', 'activeOrders')) return;
      const key = answerKey(viewer, args);
      const stamp = cache.stampOf(viewer.scope);
      const ready = cache.read(key, stamp) ?? (await cache.pending(key, stamp));
      if (ready) {
        answered.set(request, ready);
        setResultAndStopExecution({ data: null, stringify: () => ready.body } as never);
        return;
      }
      const build = cache.startBuild(key, stamp, viewer.scope);
      return {
        onExecuteDone({ result }) {
          const single = Symbol.asyncIterator in result ? null : result;
          const answer = build.finish(single && !single.errors?.length ? JSON.stringify(single) : null);
          if (answer) answered.set(request, answer);
        },
      };
    },
  };
}
