import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's modules import one another one way only (docs/architecture.md#modules): this file computes the
// module-level import graph of the running code and lists its cycles.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type ModuleGraph = Map<string, Map<string, string[]>>;

/** A node is a folder of `modules/`, or `src/platforms` as a whole; anything else (db, lib, context…) is not one. */
function nodeOf(file: string): string | null {
  const [top, name, rest] = relative(SRC, file).split(sep);
  if (top === 'modules' && rest !== undefined) return name ?? null;
  return top === 'platforms' ? 'src/platforms' : null;
}

// Tests and their helpers may reach anywhere; only the code the server runs counts.
function isRunningCode(file: string): boolean {
  return file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split(sep).includes('testing');
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveImport(from: string, specifier: string): string | null {
  const path = resolve(dirname(from), specifier);
  return [`${path}.ts`, join(path, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
}

function readModuleGraph(): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).map((file) => join(SRC, file));
  for (const file of files.filter(isRunningCode)) {
    const source = nodeOf(file);
    if (!source) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveImport(file, specifier!);
      if (!target) throw new Error(`${relative(SRC, file)}: cannot resolve ${specifier}`);
      const targetNode = nodeOf(target);
      if (!targetNode || targetNode === source) continue;
      const edges = graph.get(source) ?? new Map<string, string[]>();
      graph.set(source, edges);
      edges.set(targetNode, [...(edges.get(targetNode) ?? []), `${relative(SRC, file)} → ${relative(SRC, target)}`]);
    }
  }
  return graph;
}

/** The graph's strongly connected components of more than one node (Tarjan), each sorted: every cycle is in one. */
function findCycles(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

function describeCycles(graph: ModuleGraph, cycles: string[][]): string[] {
  return cycles.flatMap((cycle) =>
    cycle.flatMap((node) =>
      [...(graph.get(node) ?? [])]
        .filter(([target]) => cycle.includes(target))
        .flatMap(([target, imports]) => [`${node} → ${target}`, ...imports.map((line) => `    ${line}`)]),
    ),
  );
}

describe('server module imports', () => {
  it('form no cycle', () => {
    const graph = readModuleGraph();
    expect(graph.get('orders')?.has('src/platforms')).toBe(true);
    expect(describeCycles(graph, findCycles(graph))).toEqual([]);
  });

  it('leave src/platforms below every module: it imports none', () => {
    expect([...(readModuleGraph().get('src/platforms')?.keys() ?? [])]).toEqual([]);
  });

  it('would show a cycle through three modules, and none in a chain', () => {
    const edges = (...targets: string[]) => new Map(targets.map((target) => [target, []]));
    const cyclic = new Map([
      ['a', edges('b')],
      ['b', edges('c', 'd')],
      ['c', edges('a')],
    ]);
    expect(findCycles(cyclic)).toEqual([['a', 'b', 'c']]);
    expect(findCycles(new Map([...cyclic, ['c', edges('d')]]))).toEqual([]);
  });
});
