import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { exampleValue, FILE_EXAMPLE, type KnownValues } from './graphql-values';
import type { GraphQLResponse } from './test-api';

// A File too: a client may put anything in its place in the JSON variables.
const FUZZED_SCALARS = ['String', 'ID', 'Int', 'Float', 'File'] as const;
export type FuzzedScalar = (typeof FUZZED_SCALARS)[number];

/** One scalar that a client chooses: an argument of a root field, or a field of its input objects. */
export type FuzzTarget = {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** The argument, then the input fields down to the scalar: ['input', 'batteryLevel']. */
  path: string[];
  scalar: FuzzedScalar;
};

const isFuzzed = (name: string): name is FuzzedScalar => (FUZZED_SCALARS as readonly string[]).includes(name);

function scalarPaths(
  type: GraphQLInputType,
  path: string[],
  seen: readonly string[],
): { path: string[]; scalar: FuzzedScalar }[] {
  const named = getNamedType(type);
  if (isScalarType(named)) return isFuzzed(named.name) ? [{ path, scalar: named.name }] : [];
  if (!isInputObjectType(named) || seen.includes(named.name)) return [];
  return Object.values(named.getFields()).flatMap((field) =>
    scalarPaths(field.type, [...path, field.name], [...seen, named.name]),
  );
}

/** Every scalar a client may choose in every query and mutation: a new operation or argument is found by itself. */
export function findFuzzTargets(schema: GraphQLSchema): FuzzTarget[] {
  return (['query', 'mutation'] as const).flatMap((operation) => {
    const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).flatMap((field) =>
      field.args.flatMap((argument) =>
        scalarPaths(argument.type, [argument.name], []).map(({ path, scalar }) => ({ operation, field, path, scalar })),
      ),
    );
  });
}

/** Root fields and the operation each belongs to, for a plain call with only the required arguments. */
export function findRootFields(
  schema: GraphQLSchema,
): { operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] {
  const roots = { query: schema.getQueryType(), mutation: schema.getMutationType() };
  return (['query', 'mutation'] as const).flatMap((operation) =>
    Object.values(roots[operation]?.getFields() ?? {}).map((field) => ({ operation, field })),
  );
}

// The value of one argument with `value` placed at `path` (input fields below it), the rest as GraphQL accepts it.
function placeValue(
  type: GraphQLInputType,
  name: string,
  path: readonly string[],
  value: unknown,
  known: KnownValues,
): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [placeValue(inner.ofType, name, path, value, known)];
  const [next, ...rest] = path;
  if (isInputObjectType(inner) && next !== undefined) {
    const field = inner.getFields()[next];
    if (!field) throw new Error(`${inner.name} has no field ${next}`);
    return {
      ...(exampleValue(inner, name, known) as Record<string, unknown>),
      [next]: placeValue(field.type, next, rest, value, known),
    };
  }
  return value;
}

// Where the example files sit in the variables, as the GraphQL multipart request spec names them
// (`variables.input.image`); a fuzzed File stays in the JSON as it is.
function filePaths(type: GraphQLInputType, value: unknown, at: string): string[] {
  if (value === null || value === undefined) return [];
  const inner = getNullableType(type);
  if (isListType(inner))
    return (value as unknown[]).flatMap((item, index) => filePaths(inner.ofType, item, `${at}.${index}`));
  if (isInputObjectType(inner)) {
    return Object.values(inner.getFields()).flatMap((field) =>
      filePaths(field.type, (value as Record<string, unknown>)[field.name], `${at}.${field.name}`),
    );
  }
  return isScalarType(inner) && inner.name === 'File' && value === FILE_EXAMPLE ? [at] : [];
}

export type FuzzRequest = { query: string; variables: Record<string, unknown>; files: string[] };

/**
 * A minimal valid document calling the field: its required arguments (known values by name, else examples), the
 * fuzzed one with `value` at the target's path, and `__typename` as the whole selection.
 */
export function buildFuzzRequest(
  { operation, field }: Pick<FuzzTarget, 'operation' | 'field'>,
  known: KnownValues,
  fuzzed?: { path: readonly string[]; value: unknown },
): FuzzRequest {
  const [fuzzedArgument, ...below] = fuzzed?.path ?? [];
  const used = field.args.filter(
    (argument) =>
      argument.name === fuzzedArgument || (isNonNullType(argument.type) && argument.defaultValue === undefined),
  );
  const variables: Record<string, unknown> = {};
  for (const argument of used) {
    variables[argument.name] =
      argument.name === fuzzedArgument && fuzzed
        ? placeValue(argument.type, argument.name, below, fuzzed.value, known)
        : exampleValue(argument.type, argument.name, known);
  }
  const definitions = used.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const argumentList = used.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${operation} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${argumentList ? `(${argumentList})` : ''}${selection} }`;
  const files = used.flatMap((argument) =>
    filePaths(argument.type, variables[argument.name], `variables.${argument.name}`),
  );
  return { query, variables, files };
}

/** Who sends: a token, or null for a visitor. */
export type FuzzSender = { graphqlUrl: string; token: string | null; clientAddress: string; file: () => Promise<Blob> };

/** Sends the request as JSON, or as a GraphQL multipart request when it carries files. */
export async function sendFuzzRequest(
  { query, variables, files }: FuzzRequest,
  sender: FuzzSender,
): Promise<GraphQLResponse> {
  const headers: Record<string, string> = { 'x-forwarded-for': sender.clientAddress };
  if (sender.token !== null) headers.authorization = `Bearer ${sender.token}`;
  let body: BodyInit;
  if (files.length === 0) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query, variables });
  } else {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables }));
    form.set('map', JSON.stringify(Object.fromEntries(files.map((path, index) => [String(index), [path]]))));
    for (const [index] of files.entries()) form.set(String(index), await sender.file(), 'fuzz.png');
    body = form;
  }
  const response = await fetch(sender.graphqlUrl, { method: 'POST', headers, body });
  const text = await response.text();
  let parsed: GraphQLResponse['body'];
  try {
    parsed = JSON.parse(text) as GraphQLResponse['body'];
  } catch {
    parsed = { errors: [{ message: `Not JSON: ${text.slice(0, 200)}`, extensions: { code: 'NOT_JSON' } }] };
  }
  return { status: response.status, body: parsed, text };
}
