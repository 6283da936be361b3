import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

const webDir = join(import.meta.dirname, '../..');
const committed = join(webDir, 'src/gql/graphql-env.d.ts');

it('types the documents with the schema the server prints (run `npm run gql -w apps/web` after `npm run schema:print`)', () => {
  const cli = join(dirname(createRequire(import.meta.url).resolve('gql.tada/package.json')), 'bin/cli.js');
  const folder = mkdtempSync(join(tmpdir(), 'comptoir-gql-'));
  try {
    const output = join(folder, 'graphql-env.d.ts');
    execFileSync(process.execPath, [cli, 'generate', 'output', '--output', output], { cwd: webDir, stdio: 'pipe' });
    expect(readFileSync(output, 'utf8')).toBe(readFileSync(committed, 'utf8'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 30_000);
