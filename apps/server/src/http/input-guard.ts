import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isInputObjectType,
  isListType,
  isScalarType,
  Kind,
  type ExecutionArgs,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../errors';

// Arguments and input fields by these names hold Comptoir's own uuids (restaurants, carts, devices): anything else is
// refused here rather than compared with a uuid column, where PostgreSQL would fail the whole statement.
const UUID_NAMES = new Map([
  ['restaurants', 'restaurant uuids'],
  ['restaurant', 'a restaurant uuid'],
  ['restaurantUuid', 'a restaurant uuid'],
  ['restaurantUUID', 'a restaurant uuid'],
  ['cartUuid', 'an order uuid'],
  ['uuid', 'a uuid'],
  ['accountUuids', 'account uuids'],
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// PostgreSQL text cannot hold NUL, and UTF-8 cannot encode half of a surrogate pair.
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// An e-mail address is at most 254 characters (RFC 5321); a longer one would not even fit the rate limits' index.
const MAX_LENGTHS = new Map([['email', 254]]);

type Range = readonly [min: number, max: number];
// Floats by name, and a bound for every other one: a Float is stored in a `real` column or used in arithmetic, where
// a huge value overflows and a tiny one (below SMALLEST_FLOAT, other than 0) underflows.
const FLOAT_RANGES = new Map<string, Range>([
  ['batteryLevel', [0, 100]],
  ['latitude', [-90, 90]],
  ['longitude', [-180, 180]],
  ['longtitude', [-180, 180]],
]);
const ANY_FLOAT: Range = [-1e9, 1e9];
const SMALLEST_FLOAT = 1e-9;

/** What is wrong, named as the client wrote it (`restaurants must be restaurant uuids`), and where. */
type Refusal = { at: string; message: string };

function checkScalar(typeName: string, name: string, value: unknown, at: string): Refusal | null {
  if (typeof value === 'string') {
    if (UNSTORABLE_TEXT.test(value))
      return { at, message: `${name} cannot contain a NUL character or half of a surrogate pair` };
    const uuid = UUID_NAMES.get(name);
    if (uuid !== undefined && !UUID.test(value)) return { at, message: `${name} must be ${uuid}` };
    const maxLength = MAX_LENGTHS.get(name);
    if (maxLength !== undefined && value.length > maxLength)
      return { at, message: `${name} must be at most ${maxLength} characters` };
  }
  if (typeName === 'Float' && typeof value === 'number') {
    const [min, max] = FLOAT_RANGES.get(name) ?? ANY_FLOAT;
    const representable = value === 0 || Math.abs(value) >= SMALLEST_FLOAT;
    if (!(value >= min && value <= max && representable))
      return { at, message: `${name} must be a number from ${min} to ${max}` };
  }
  return null;
}

function checkValue(type: GraphQLInputType, name: string, value: unknown, at: string): Refusal | null {
  if (value === null || value === undefined) return null;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    for (const item of value as unknown[]) {
      const refusal = checkValue(inner.ofType, name, item, at);
      if (refusal) return refusal;
    }
    return null;
  }
  if (isInputObjectType(inner)) {
    for (const field of Object.values(inner.getFields())) {
      const refusal = checkValue(
        field.type,
        field.name,
        (value as Record<string, unknown>)[field.name],
        `${inner.name}.${field.name}`,
      );
      if (refusal) return refusal;
    }
    return null;
  }
  return isScalarType(inner) ? checkScalar(inner.name, name, value, at) : null;
}

type Walk = {
  schema: GraphQLSchema;
  fragments: ExecutionArgs['document']['definitions'];
  variables: Record<string, unknown>;
  seen: Set<string>;
};

function checkSelections(walk: Walk, parent: GraphQLCompositeType, selectionSet: SelectionSetNode): Refusal | null {
  for (const selection of selectionSet.selections) {
    let refusal: Refusal | null = null;
    if (selection.kind === Kind.FIELD) {
      const field = 'getFields' in parent ? parent.getFields()[selection.name.value] : undefined;
      if (!field) continue;
      const args = getArgumentValues(field, selection, walk.variables);
      for (const argument of field.args) {
        refusal ??= checkValue(
          argument.type,
          argument.name,
          args[argument.name],
          `${parent.name}.${field.name}(${argument.name})`,
        );
      }
      const type = getNamedType(field.type);
      if (!refusal && selection.selectionSet && isCompositeType(type))
        refusal = checkSelections(walk, type, selection.selectionSet);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) refusal = checkSelections(walk, type, selection.selectionSet);
    } else if (!walk.seen.has(selection.name.value)) {
      walk.seen.add(selection.name.value);
      const fragment = walk.fragments.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      const type =
        fragment?.kind === Kind.FRAGMENT_DEFINITION
          ? walk.schema.getType(fragment.typeCondition.name.value)
          : undefined;
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION && type && isCompositeType(type))
        refusal = checkSelections(walk, type, fragment.selectionSet);
    }
    if (refusal) return refusal;
  }
  return null;
}

function findOperation({ document, operationName }: ExecutionArgs): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName
    ? operations.find((operation) => operation.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
}

/** The first argument value, in variables or written in the document, that no resolver should be handed. */
function findUnacceptableInput(args: ExecutionArgs): AppError | null {
  const operation = findOperation(args);
  const root = operation && args.schema.getRootType(operation.operation);
  if (!operation || !root) return null;
  // Variables that do not fit their types are refused by execution itself, with GraphQL's own message.
  const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {});
  if (coerced.errors) return null;
  const walk: Walk = {
    schema: args.schema,
    fragments: args.document.definitions,
    variables: coerced.coerced,
    seen: new Set(),
  };
  const refusal = checkSelections(walk, root, operation.selectionSet);
  return refusal && new AppError('BAD_USER_INPUT', { message: refusal.message, details: { argument: refusal.at } });
}

/**
 * Checks every argument before any resolver runs, once for the whole API (docs/security.md): text PostgreSQL can
 * store, Comptoir's uuids shaped as uuids, Floats in range. What a database cannot take is refused as BAD_USER_INPUT
 * instead of failing a statement, which would answer a server error.
 */
export function useInputGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = findUnacceptableInput(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = findUnacceptableInput(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
