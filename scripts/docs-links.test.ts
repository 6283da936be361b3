import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository explains its own rules (docs/testing.md#links-to-the-docs): a comment cites the docs page and heading
// that hold the rule, never a document a newcomer does not have, and every such citation leads somewhere.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|cjs|graphql|md)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.vite']);
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

// The outside documents: their section signs, their file names, the bare names of the specification and the
// architecture, and their folder; and a bare section sign, which can only number an outside document's section (an
// RFC's is named with it). The names are upper-cased and the sign escaped so that the grep of
// docs/testing.md#links-to-the-docs finds nothing in this file.
const OUTSIDE_NAMES = ['spec', 'platforms', 'style', 'architecture'].map((name) => name.toUpperCase());
const OUTSIDE_DOCS = OUTSIDE_NAMES.join('|');
const OUTSIDE_CITATION = new RegExp(
  [
    `\\b(${OUTSIDE_DOCS})(\\.md)?( Part [0-9])? ?\\u00a7`,
    `\\b(${OUTSIDE_DOCS})\\.md\\b`,
    `\\b(${OUTSIDE_NAMES[0]}|${OUTSIDE_NAMES[3]})\\b`,
    '\\.\\./shared/',
    '/work/shared',
    '(?<!RFC [0-9]+ )\\u00a7',
  ].join('|'),
);
const DOCS_CITATION = /\bdocs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

type Line = { file: string; line: number; text: string };

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(join(dir, entry.name));
    return SOURCE_FILE.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

function linesOf(files: readonly string[]): Line[] {
  return files.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((text, index) => ({ file: relative(ROOT, path), line: index + 1, text })),
  );
}

/** GitHub's anchor for a heading: its text without markup, lower-cased, punctuation dropped, spaces as hyphens. */
function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a markdown page offers: its headings (outside code blocks, repeats numbered) and its `<a id>` tags. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1] ?? '');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string> | null>();

function anchorsOfFile(path: string): Set<string> | null {
  if (!anchorCache.has(path)) {
    let anchors: Set<string> | null;
    try {
      anchors = anchorsOf(readFileSync(path, 'utf8'));
    } catch {
      anchors = null;
    }
    anchorCache.set(path, anchors);
  }
  return anchorCache.get(path) ?? null;
}

/** Why `anchor` of the page at `path` cannot be followed, or null when it can. */
function brokenTarget(path: string, anchor: string | undefined): string | null {
  const anchors = anchorsOfFile(path);
  if (anchors === null) return `no file ${relative(ROOT, path)}`;
  if (anchor !== undefined && !anchors.has(anchor)) return `no heading #${anchor} in ${relative(ROOT, path)}`;
  return null;
}

const sourceLines = linesOf(SOURCE_DIRS.flatMap((dir) => walk(join(ROOT, dir))).filter((path) => !path.endsWith(SELF)));
const docsFiles = walk(join(ROOT, 'docs')).filter((path) => path.endsWith('.md'));
const docsLines = linesOf(docsFiles);
const readmeLines = linesOf([join(ROOT, 'README.md')]);

/** The lines of markdown pages outside their code blocks, where a command may name what it looks for. */
function proseOf(lines: readonly Line[]): Line[] {
  let inFence = false;
  return lines.filter(({ line, text }) => {
    const fence = /^\s*(```|~~~)/.test(text);
    if (line === 1) inFence = false;
    if (fence) inFence = !inFence;
    return !fence && !inFence;
  });
}

describe('citations of the rules', () => {
  it('never cite a document outside the repository', () => {
    const outside = [...sourceLines, ...proseOf([...docsLines, ...readmeLines])]
      .filter(({ text }) => OUTSIDE_CITATION.test(text))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(outside).toEqual([]);
  });

  it('lead to an existing docs page and heading', () => {
    const broken = [...sourceLines, ...docsLines, ...readmeLines].flatMap(({ file, line, text }) =>
      [...text.matchAll(DOCS_CITATION)].flatMap((match) => {
        const reason = brokenTarget(join(ROOT, 'docs', match[1] ?? ''), match[2]);
        return reason ? [`${file}:${line}: ${match[0]} (${reason})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('cross-link the docs pages to existing pages and headings', () => {
    const broken = docsLines.flatMap(({ file, line, text }) =>
      [...text.matchAll(MARKDOWN_LINK)].flatMap((match) => {
        const target = match[1] ?? '';
        if (/^[a-z]+:/i.test(target)) return [];
        const [path = '', anchor] = target.split('#');
        const page = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), path);
        if (!page.endsWith('.md')) return [];
        const reason = brokenTarget(page, anchor);
        return reason ? [`${file}:${line}: ${target} (${reason})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('githubSlug', () => {
  it('reads a heading as GitHub anchors it', () => {
    expect(githubSlug('Epson Server Direct Print')).toBe('epson-server-direct-print');
    expect(githubSlug('Refunds, disputes and reviews')).toBe('refunds-disputes-and-reviews');
    expect(githubSlug('`menuCollapsed` and the [theme](theme.md)')).toBe('menucollapsed-and-the-theme');
    expect(githubSlug('Tokens and signed links')).toBe('tokens-and-signed-links');
  });

  it('numbers repeated headings and skips code blocks', () => {
    const anchors = anchorsOf('## Orders\n## Orders\n```\n# not a heading\n```\n<a id="cancel"></a>');
    expect([...anchors]).toEqual(['orders', 'orders-1', 'cancel']);
  });
});
