import { createHash } from 'node:crypto';
import { getOperationAST, Kind, print, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext, Viewer } from '../../context/types';
import type { ActiveOrdersCache, CachedAnswer } from './active-orders-cache';

// The answer each request was given from the cache or put into it, for the HTTP layer's ETag and 304
// (serve-active-orders.ts).
const answered = new WeakMap<Request, CachedAnswer>();

export function cachedAnswerOf(request: Request): CachedAnswer | undefined {
  return answered.get(request);
}

// Parsed documents are cached by Yoga, so the same query text is the same object: printed and hashed once.
const documentKeys = new WeakMap<DocumentNode, string>();

function documentKey(document: DocumentNode): string {
  let key = documentKeys.get(document);
  if (key === undefined) {
    key = createHash('sha256').update(print(document)).digest('base64url');
    documentKeys.set(document, key);
  }
  return key;
}

/** A query whose only root field is activeOrders: the tablets' poll, whatever fields of the orders it asks for. */
function isActiveOrdersQuery(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  const [only, ...others] = operation.selectionSet.selections;
  return (
    others.length === 0 &&
    only?.kind === Kind.FIELD &&
    only.name.value === 'activeOrders' &&
    !only.directives?.length &&
    !operation.directives?.length
  );
}

/**
 * Everything about the viewer an answer may depend on: the account whose rights apply and the one signed in with
 * their token versions (an order photo's link is signed for the latter), the roles (administrators see the VAT
 * fields) and the companies in scope. Tablets signed in as the same account share answers; nobody else does.
 */
function viewerKey(viewer: Viewer): string {
  const scope = viewer.scope === 'all' ? 'all' : viewer.scope.join(',');
  return [
    `${viewer.account.id}.${viewer.account.tokenVersion}`,
    `${viewer.actor.id}.${viewer.actor.tokenVersion}`,
    [...viewer.roles].sort().join(','),
    scope,
  ].join('|');
}

/**
 * Serves activeOrders from the cache (docs/architecture.md#the-tablets-order-list): a current answer is sent without
 * running the query; else one request builds it while the others asking the same wait for it.
 */
export function useActiveOrdersCache(cache: ActiveOrdersCache): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { viewer, request } = args.contextValue;
      if (!viewer || !isActiveOrdersQuery(args.document, args.operationName)) return;
      const key = [
        viewerKey(viewer),
        documentKey(args.document),
        args.operationName ?? '',
        JSON.stringify(args.variableValues ?? {}),
      ].join('\n');
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
