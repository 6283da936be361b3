import { createHash } from 'node:crypto';
import type { EventBus } from '../../events/event-bus';
import type { Encoding } from '../../http/compression';
import type { CompanyScope } from '../tenancy';

/**
 * The tablets' order list kept in memory (docs/architecture.md#the-tablets-order-list): each answer is assembled once
 * and served to every poll of the same viewer and document until an order of a company it covers changes.
 *
 * Each company has a version, raised on every order event of that company the bus delivers (from this process or,
 * through Redis, from another one); an answer records the versions of the companies it was built from (its stamp)
 * and is served only while they are unchanged. A build that was overtaken by a change while it ran answers the
 * requests that were waiting for it but is not kept, so a change racing a build never leaves a stale answer behind.
 */
export type CachedAnswer = {
  /** The JSON answer, as sent. */
  body: string;
  /** A strong validator of the body: a poll sending it back in If-None-Match gets a 304. */
  etag: string;
  /** The body compressed once per encoding a client asked for, then sent as is to every poll. */
  encoded: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
  stamp: string;
  expiresAt: number;
  lastUsedAt: number;
};

// A build that has not answered by then (its request failed before the result) is not waited for any longer.
const BUILD_WAIT_MS = 10_000;

export type ActiveOrdersCacheOptions = {
  /**
   * The longest an answer is kept without a change: what the bus does not announce (a restaurant renamed, the
   * restaurant's new local day, the hour-long links of order photos) shows within this time.
   */
  maxAgeMs?: number;
  /** Answers kept at most; the least recently used go first. */
  maxEntries?: number;
  /** An answer nobody asked for during this time is dropped (a company whose tablets are off). */
  idleMs?: number;
  now?: () => number;
};

export type ActiveOrdersCache = ReturnType<typeof createActiveOrdersCache>;

type Build = { stamp: string; promise: Promise<CachedAnswer | null>; settle(answer: CachedAnswer | null): void };

export function createActiveOrdersCache({
  maxAgeMs = 60_000,
  maxEntries = 5_000,
  idleMs = 10 * 60_000,
  now = Date.now,
}: ActiveOrdersCacheOptions = {}) {
  // Versions only grow, from one counter, so a version is never reused even for another company.
  let counter = 0;
  const versions = new Map<number, number>();
  // Raised on every change: what an administrator's answer over every company depends on.
  let everyCompany = 0;
  const answers = new Map<string, CachedAnswer>();
  const builds = new Map<string, Build>();

  function stampOf(scope: CompanyScope): string {
    if (scope === 'all') return `all:${everyCompany}`;
    return scope.map((companyId) => `${companyId}:${versions.get(companyId) ?? 0}`).join(',');
  }

  function invalidate(companyId: number): void {
    counter += 1;
    versions.set(companyId, counter);
    everyCompany = counter;
  }

  function evict(at: number): void {
    for (const [key, answer] of answers) {
      // Map order is the order of last use (a read moves the answer to the end), so the idle ones come first.
      if (answers.size <= maxEntries && at - answer.lastUsedAt < idleMs) break;
      answers.delete(key);
    }
  }

  return {
    /** The stamp an answer for this scope must carry to be current. */
    stampOf,

    /** A current answer for this key, if one is kept. */
    read(key: string, stamp: string): CachedAnswer | null {
      const answer = answers.get(key);
      if (!answer) return null;
      const at = now();
      if (answer.stamp !== stamp || answer.expiresAt <= at) {
        answers.delete(key);
        return null;
      }
      answer.lastUsedAt = at;
      answers.delete(key);
      answers.set(key, answer);
      return answer;
    },

    /** The answer being built for this key and stamp by another request, to wait for instead of building it again. */
    pending(key: string, stamp: string): Promise<CachedAnswer | null> | null {
      const build = builds.get(key);
      if (build?.stamp !== stamp) return null;
      return Promise.race([
        build.promise,
        new Promise<null>((resolve) => setTimeout(resolve, BUILD_WAIT_MS, null).unref()),
      ]);
    },

    /**
     * Starts building the answer for `key` at `stamp`; `finish` with the answer's body (null when it is not to be
     * kept: an error) answers the waiting requests and keeps it unless the scope changed meanwhile.
     */
    startBuild(key: string, stamp: string, scope: CompanyScope) {
      let settle: (answer: CachedAnswer | null) => void = () => undefined;
      const promise = new Promise<CachedAnswer | null>((resolve) => (settle = resolve));
      const build: Build = { stamp, promise, settle };
      builds.set(key, build);
      return {
        finish(body: string | null): CachedAnswer | null {
          if (builds.get(key) === build) builds.delete(key);
          if (body === null) {
            build.settle(null);
            return null;
          }
          const at = now();
          const answer: CachedAnswer = {
            body,
            etag: etagOf(body),
            encoded: {},
            stamp,
            expiresAt: at + maxAgeMs,
            lastUsedAt: at,
          };
          if (stampOf(scope) === stamp) {
            answers.delete(key);
            answers.set(key, answer);
            evict(at);
          }
          build.settle(answer);
          return answer;
        },
      };
    },

    /** An order of this company changed: every answer built from its former version is over. */
    invalidate,

    /** Listens to the bus: every order event, from any process, invalidates its company. */
    listen(eventBus: EventBus): () => void {
      return eventBus.subscribe('all', (event) => invalidate(event.companyId));
    },

    get size(): number {
      return answers.size;
    },
  };
}

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
