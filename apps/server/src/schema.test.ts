import { readFileSync } from 'node:fs';
import { buildSchema, isInterfaceType, isObjectType, type GraphQLField, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printSchemaFile, SCHEMA_FILE } from './print-schema';
import { schema } from './schema';

const CONTRACT_FILE = new URL('./testing/contract.graphql', import.meta.url);

describe('schema.graphql', () => {
  it('is the printed schema (run `npm run schema:print` after changing the API)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printSchemaFile());
  });

  it('contains every type, field, argument and nullability of the agreed contract', () => {
    const contract = buildSchema(readFileSync(CONTRACT_FILE, 'utf8'));
    const missing: string[] = [];
    for (const contractType of Object.values(contract.getTypeMap())) {
      if (contractType.name.startsWith('__')) continue;
      const served = schema.getType(contractType.name);
      if (!served) {
        if (!isBuiltIn(contractType)) missing.push(`type ${contractType.name}`);
        continue;
      }
      if (!(isObjectType(contractType) || isInterfaceType(contractType))) continue;
      if (!(isObjectType(served) || isInterfaceType(served))) {
        missing.push(`${contractType.name} kind`);
        continue;
      }
      const servedFields = served.getFields();
      for (const field of Object.values(contractType.getFields()) as GraphQLField<unknown, unknown>[]) {
        const servedField = servedFields[field.name];
        if (!servedField) missing.push(`${contractType.name}.${field.name}`);
        else if (String(servedField.type) !== String(field.type)) {
          missing.push(`${contractType.name}.${field.name}: ${String(servedField.type)} ≠ ${String(field.type)}`);
        } else {
          for (const arg of field.args) {
            const servedArg = servedField.args.find((candidate) => candidate.name === arg.name);
            if (
              !servedArg ||
              String(servedArg.type) !== String(arg.type) ||
              servedArg.defaultValue !== arg.defaultValue
            ) {
              missing.push(`${contractType.name}.${field.name}(${arg.name})`);
            }
          }
        }
      }
      if (isObjectType(contractType) && isObjectType(served)) {
        const interfaces = served.getInterfaces().map((item) => item.name);
        for (const item of contractType.getInterfaces()) {
          if (!interfaces.includes(item.name)) missing.push(`${contractType.name} implements ${item.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

function isBuiltIn(type: GraphQLNamedType): boolean {
  return ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name);
}
