import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from '../lib/pagination';

/**
 * How many items a list without `first` is counted for. Such lists (a configuration's menus, categories and items,
 * a company's restaurants) are whole, so nesting them multiplies: counting each as this many items is what makes a
 * query nesting lists several levels deep cost more than the limit.
 */
const UNPAGED_LIST_SIZE = 10;

// A connection's `edges` (or `nodes`) is the page its field already counted by `first`.
function isPageOfConnection(parent: unknown): boolean {
  return isObjectType(parent) && 'pageInfo' in parent.getFields();
}

// Pages are capped at MAX_PAGE_SIZE by every list (lib/pagination.ts), whatever `first` asks; an absent `first`
// gets the field's default or, without one, the cap.
function pageSize(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number | null {
  const argument = field.args.find((candidate) => candidate.name === 'first' || candidate.name === 'limit');
  if (!argument) return null;
  const asked = args[argument.name];
  return typeof asked === 'number' ? Math.min(Math.max(asked, 1), MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
}

/** One field costs 1 plus what it selects, times the number of items it may return. */
const estimateField: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const cost = 1 + childComplexity;
  const paged = pageSize(field, args);
  if (paged !== null) return paged * cost;
  const listed = isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type));
  return listed && !isPageOfConnection(type) ? UNPAGED_LIST_SIZE * cost : cost;
};

export type CostRequest = {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string;
};

/** The estimated cost of the operation to run, with its variables (so that `first: $first` counts as asked). */
export function estimateQueryCost({ schema, document, variables, operationName }: CostRequest): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName,
    estimators: [estimateField],
  });
}
