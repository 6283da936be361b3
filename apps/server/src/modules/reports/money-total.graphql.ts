import { Kind } from 'graphql';
import { builder } from '../../builder';
import { AppError } from '../../errors';

// docs/api.md#conventions: money is an Int in minor units, and it is for every order. A sum over a year of a restaurant
// group passes GraphQL Int's 32 bits (€21,474,836.47), so report sums use this scalar instead: still a JSON integer of
// minor units, exact up to 2^53 (€90 trillion). SQL sums come back as bigint or numeric text; both are read here.
function toSafeInteger(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : typeof value === 'bigint' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw new AppError('BAD_USER_INPUT', { message: 'MoneyTotal must be an integer number of minor units' });
  }
  return number;
}

export const MoneyTotalScalar = builder.scalarType('MoneyTotal', {
  description: 'A sum of money in minor units: a JSON integer that may exceed 32 bits (exact up to 2^53).',
  serialize: (value) => toSafeInteger(value),
  parseValue: (value) => toSafeInteger(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT)
      throw new AppError('BAD_USER_INPUT', { message: 'MoneyTotal must be an integer literal' });
    return toSafeInteger(ast.value);
  },
});
