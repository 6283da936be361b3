import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

const WEB_SOURCE = fileURLToPath(new URL('../../../web/src', import.meta.url));

export type WebDocument = { name: string; file: string; document: DocumentNode };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function spreadNames(definition: DefinitionNode): string[] {
  const names: string[] = [];
  visit(definition, { FragmentSpread: (node) => void names.push(node.name.value) });
  return names;
}

/**
 * Every operation the web app sends, as it sends it: gql.tada documents are `graphql(`…`)` literals without
 * interpolation, each operation sent with the fragments it spreads (found by name across the app).
 */
export function readWebDocuments(): WebDocument[] {
  const operations: { definition: OperationDefinitionNode; file: string }[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const path of sourceFiles(WEB_SOURCE)) {
    for (const [, text = ''] of readFileSync(path, 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`/g)) {
      for (const definition of parse(text).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          if (fragments.has(definition.name.value))
            throw new Error(`Two web fragments are named ${definition.name.value}`);
          // gql.tada's own directive, taken out before the document is sent.
          fragments.set(definition.name.value, {
            ...definition,
            directives: definition.directives?.filter((directive) => directive.name.value !== '_unmask'),
          });
        } else if (definition.kind === Kind.OPERATION_DEFINITION)
          operations.push({ definition, file: relative(WEB_SOURCE, path) });
      }
    }
  }
  return operations.map(({ definition, file }) => {
    const needed = new Map<string, FragmentDefinitionNode>();
    const pending = spreadNames(definition);
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`${file}: no web fragment named ${name}`);
      if (needed.has(name)) continue;
      needed.set(name, fragment);
      pending.push(...spreadNames(fragment));
    }
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [definition, ...needed.values()] };
    return { name: definition.name?.value ?? '(anonymous)', file, document };
  });
}
