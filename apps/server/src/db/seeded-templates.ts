import { readFile } from 'node:fs/promises';
import { isoDateOf, localDateOf } from '@comptoir/domain';
import { inject } from 'vitest';
import type { DatabaseDriver } from './client';
import type { SeedSummary } from './seed';

/** A demo database seeded once per test run: a PGlite dump file, or a PostgreSQL database to copy. */
export type SeededTemplate = { source: string; uploadsDir: string; summary: SeedSummary };

export type SeededTemplates = { seededAt: string; pglite: SeededTemplate; pg: SeededTemplate | null };

declare module 'vitest' {
  // Vitest types what a global setup provides by merging into its interface, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}

// The seed places today's orders around the moment it ran: a copy stays faithful for the length of a run, not
// across midnight in the demo restaurants' zone, where "today" in every report would change.
const MAX_AGE_MS = 60 * 60 * 1000;
const DEMO_ZONE = 'Europe/Paris';

/** The run's seeded copy for `driver`, when the run made one and it still describes today. */
export function freshSeededTemplate(driver: DatabaseDriver, now = new Date()): SeededTemplate | null {
  // Undefined when the run's setup made none (a project without it).
  const templates = inject('seededTemplates') as SeededTemplates | undefined;
  const template = templates?.[driver];
  if (!templates || !template) return null;
  return describesToday(new Date(templates.seededAt), now) ? template : null;
}

export function describesToday(seededAt: Date, now: Date): boolean {
  const sameDay = isoDateOf(localDateOf(now, DEMO_ZONE)) === isoDateOf(localDateOf(seededAt, DEMO_ZONE));
  return sameDay && now.getTime() - seededAt.getTime() < MAX_AGE_MS;
}

const dumps = new Map<string, Promise<Blob>>();

/** The PGlite dump of a template, read once per test worker. */
export function seededDump(template: SeededTemplate): Promise<Blob> {
  let dump = dumps.get(template.source);
  if (!dump) {
    dump = readFile(template.source).then((bytes) => new Blob([new Uint8Array(bytes)]));
    dumps.set(template.source, dump);
  }
  return dump;
}
