import { fileURLToPath } from 'node:url';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLSchema } from 'graphql';

export type DescriptionCoverage = {
  counted: number;
  undescribed: string[];
  percent: number;
  enumValues: { counted: number; undescribed: string[] };
};

// Integrators read the schema in GraphiQL, so types, their fields and input fields carry
// descriptions; enum values are counted apart, as they are not part of the target.
export function describeCoverage(schema: GraphQLSchema): DescriptionCoverage {
  const undescribed: string[] = [];
  const undescribedValues: string[] = [];
  let counted = 0;
  let values = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!(
      isObjectType(type) ||
      isInterfaceType(type) ||
      isInputObjectType(type) ||
      isEnumType(type) ||
      isUnionType(type)
    )) {
      continue;
    }
    counted += 1;
    if (!type.description?.trim()) undescribed.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        counted += 1;
        if (!field.description?.trim()) undescribed.push(`${type.name}.${field.name}`);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        values += 1;
        if (!value.description?.trim()) undescribedValues.push(`${type.name}.${value.name}`);
      }
    }
  }
  const percent = counted === 0 ? 100 : (100 * (counted - undescribed.length)) / counted;
  return { counted, undescribed, percent, enumValues: { counted: values, undescribed: undescribedValues } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { schema } = await import('./schema');
  const coverage = describeCoverage(schema);
  if (process.argv.includes('--list')) console.log(coverage.undescribed.join('\n'));
  console.log(
    `${coverage.percent.toFixed(1)} % of ${coverage.counted} types and fields described ` +
      `(${coverage.undescribed.length} without); enum values: ` +
      `${coverage.enumValues.counted - coverage.enumValues.undescribed.length}/${coverage.enumValues.counted}`,
  );
}
