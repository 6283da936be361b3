import { createHash } from 'node:crypto';
import { getOperationAST, Kind, print, type DocumentNode, type OperationTypeNode } from 'graphql';
import type { Viewer } from '../../context/types';

/**
 * What viewers whose answers are interchangeable share (docs/architecture.md#the-tablets-order-list): the account
 * whose rights apply and the one signed in with their token versions (an order photo's link is signed for the
 * latter), the roles (administrators see the VAT fields) and the companies in scope. Tablets signed in as the same
 * account share answers; nobody else does.
 */
function viewerClass(viewer: Viewer): string {
  const scope = viewer.scope === 'all' ? 'all' : viewer.scope.join(',');
  return [
    `${viewer.account.id}.${viewer.account.tokenVersion}`,
    `${viewer.actor.id}.${viewer.actor.tokenVersion}`,
    [...viewer.roles].sort().join(','),
    scope,
  ].join('|');
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

type Operation = {
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Readonly<Record<string, unknown>> | null;
};

/**
 * The key of one answer: the viewer's class and the operation, printed, with its variables. Two requests with the
 * same key get the same answer, byte for byte.
 */
export function answerKey(viewer: Viewer, { document, operationName, variableValues }: Operation): string {
  return [viewerClass(viewer), documentKey(document), operationName ?? '', JSON.stringify(variableValues ?? {})].join(
    '\n',
  );
}

/** An operation of this type whose only root field is `field`, whatever it selects below, without directives. */
export function isOnlyRootField(
  { document, operationName }: Operation,
  type: `${OperationTypeNode}`,
  field: string,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== type) return false;
  const [only, ...others] = operation.selectionSet.selections;
  return (
    others.length === 0 &&
    only?.kind === Kind.FIELD &&
    only.name.value === field &&
    !only.directives?.length &&
    !operation.directives?.length
  );
}
