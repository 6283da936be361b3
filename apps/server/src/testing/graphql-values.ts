import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

/** Values the caller knows to be right for an argument or input field of that name (a real restaurant uuid…). */
export type KnownValues = Readonly<Record<string, unknown>>;

/**
 * Stands for a File in example variables: over HTTP, a file travels as a multipart part the sender puts in its place.
 */
export const FILE_EXAMPLE = new File([], 'example.png', { type: 'image/png' });

const SCALAR_EXAMPLES: Record<string, unknown> = {
  Int: 1,
  Float: 1,
  Boolean: true,
  String: 'x',
  ID: '1',
  MoneyTotal: 1,
  File: FILE_EXAMPLE,
};

// A known value is used where its name means that value: `orderId` is a number in one place and a string in another.
function fits(type: GraphQLInputType, value: unknown): boolean {
  const inner = getNullableType(type);
  if (isListType(inner)) return Array.isArray(value) && value.every((item) => fits(inner.ofType, item));
  if (!isScalarType(inner)) return false;
  if (inner.name === 'Int' || inner.name === 'Float') return typeof value === 'number';
  return inner.name === 'String' || inner.name === 'ID' ? typeof value === 'string' : false;
}

/**
 * A value of the input type that GraphQL accepts: the known value for its name when there is one, else the first
 * enum value, an input object with its required fields, a list of one item, or a plain scalar.
 */
export function exampleValue(type: GraphQLInputType, name: string, known: KnownValues = {}): unknown {
  if (name in known && fits(type, known[name])) return known[name];
  const inner = getNullableType(type);
  if (isListType(inner)) return [exampleValue(inner.ofType, name, known)];
  // A request names an enum value, whatever internal value the server maps it to.
  if (isEnumType(inner)) return inner.getValues()[0]?.name;
  if (isInputObjectType(inner)) {
    const required = Object.values(inner.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return Object.fromEntries(required.map((field) => [field.name, exampleValue(field.type, field.name, known)]));
  }
  if (isScalarType(inner)) return SCALAR_EXAMPLES[inner.name] ?? null;
  return null;
}
