import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Viewer } from '../context/types';

/** What the request log line adds once GraphQL has read the request: the operation and who made it. */
type RequestFacts = {
  operationName?: string | null;
  accountId?: number;
  /** The account acted as, when an administrator switched user. */
  actingAsId?: number;
  companyId?: number;
};

const facts = new WeakMap<Request, RequestFacts>();

export function startRequestFacts(request: Request): RequestFacts {
  const entry: RequestFacts = {};
  facts.set(request, entry);
  return entry;
}

function record(
  request: Request,
  document: DocumentNode,
  operationName: string | null | undefined,
  viewer: Viewer | null,
) {
  const entry = facts.get(request);
  if (!entry) return;
  entry.operationName = getOperationAST(document, operationName)?.name?.value ?? null;
  if (!viewer) return;
  entry.accountId = viewer.actor.id;
  if (viewer.switched) entry.actingAsId = viewer.account.id;
  if (Array.isArray(viewer.scope) && viewer.scope.length === 1) entry.companyId = viewer.scope[0];
}

type FactsContext = { request: Request; viewer: Viewer | null };

/** Notes each GraphQL request's operation name and viewer ids for its log line and metrics (http/request-log.ts). */
export function useRequestFacts(): Plugin<FactsContext> {
  return {
    onExecute({ args }) {
      record(args.contextValue.request, args.document, args.operationName, args.contextValue.viewer);
    },
    onSubscribe({ args }) {
      record(args.contextValue.request, args.document, args.operationName, args.contextValue.viewer);
    },
  };
}
