import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

// Locks held by this process, so a pid reused after a restart (containers often get the same pid) is not
// mistaken for a live owner, while a second open inside this same process is still refused.
const heldLocks = new Set<string>();

export type LockFile = { release(): void };

class LockHeldError extends Error {
  constructor(
    readonly pid: number,
    message: string,
  ) {
    super(message);
    this.name = 'LockHeldError';
  }
}

/**
 * Takes `path` exclusively, writing this pid into it. A lock left by a process that no longer runs is taken over.
 * `describeHolder` builds the error message shown when another live process holds it.
 */
export function acquireLockFile(path: string, describeHolder: (pid: number) => string): LockFile {
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) {
      heldLocks.add(path);
      return { release: () => releaseLockFile(path) };
    }
    const holder = readHolderPid(path);
    const ownStaleLock = holder === process.pid && !heldLocks.has(path);
    if (holder !== null && !ownStaleLock && isProcessAlive(holder)) {
      throw new LockHeldError(holder, describeHolder(holder));
    }
    rmSync(path, { force: true });
  }
  throw new Error(`Could not take the lock file ${path}.`);
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false;
    throw error;
  }
}

function releaseLockFile(path: string): void {
  if (!heldLocks.delete(path)) return;
  if (readHolderPid(path) === process.pid) rmSync(path, { force: true });
}

function readHolderPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrorCode(error, 'EPERM');
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
