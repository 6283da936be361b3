import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictToOwner } from './owner-only';
import { findOpenToOthers } from '../testing/file-modes';

describe('restrictToOwner', () => {
  const roots: string[] = [];
  function aRoot(): string {
    const root = mkdtempSync(join(tmpdir(), 'comptoir-owner-only-'));
    roots.push(root);
    return root;
  }
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('creates a missing directory readable by its owner only', () => {
    const dataDir = join(aRoot(), 'data');
    restrictToOwner(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('closes a directory tree left open to everyone, and keeps what the owner could do', () => {
    const dataDir = join(aRoot(), 'data');
    mkdirSync(join(dataDir, 'pglite', 'global'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'global', 'pg_control'), 'control');
    writeFileSync(join(dataDir, 'jwt-secret'), 'secret');
    for (const [path, mode] of [
      [dataDir, 0o777],
      [join(dataDir, 'pglite'), 0o755],
      [join(dataDir, 'pglite', 'global'), 0o777],
      [join(dataDir, 'pglite', 'global', 'pg_control'), 0o666],
      [join(dataDir, 'jwt-secret'), 0o644],
    ] as const) {
      chmodSync(path, mode);
    }

    restrictToOwner(dataDir);

    expect(findOpenToOthers(dataDir)).toEqual([]);
    expect(statSync(join(dataDir, 'pglite', 'global')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'pglite', 'global', 'pg_control')).mode & 0o777).toBe(0o600);
  });

  it('neither follows nor changes a symbolic link to a file or folder elsewhere', () => {
    const root = aRoot();
    const elsewhere = join(root, 'shared');
    mkdirSync(elsewhere, { mode: 0o755 });
    chmodSync(elsewhere, 0o755);
    writeFileSync(join(elsewhere, 'public.txt'), 'public');
    chmodSync(join(elsewhere, 'public.txt'), 0o644);
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    symlinkSync(elsewhere, join(dataDir, 'linked-folder'));
    symlinkSync(join(elsewhere, 'public.txt'), join(dataDir, 'linked-file'));

    restrictToOwner(dataDir);

    expect(statSync(elsewhere).mode & 0o777).toBe(0o755);
    expect(statSync(join(elsewhere, 'public.txt')).mode & 0o777).toBe(0o644);
  });
});
