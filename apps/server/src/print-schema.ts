import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema, type GraphQLSchema } from 'graphql';
import { schema } from './schema';

export const SCHEMA_FILE = fileURLToPath(new URL('../schema.graphql', import.meta.url));

export function printSchemaFile(target: GraphQLSchema = schema): string {
  return `${printSchema(target)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_FILE, printSchemaFile());
  console.log(`Wrote ${SCHEMA_FILE}`);
}
