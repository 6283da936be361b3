import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

// Files that replace a module with vi.mock need a module registry of their own; every other file shares its worker's
// (docs/testing.md#speed).
export const MOCKING_FILES = ['src/modules/auth/login-limits.test.ts', 'src/modules/pin/pin-limits.test.ts'];

export const serverProject = {
  // Vitest would resolve a bare 'graphql' to its ES build while Pothos and Yoga, loaded by Node, get the CommonJS
  // build, and graphql refuses types made by the other copy: name the CommonJS build everywhere.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: MOCKING_FILES,
    // Importing the server costs seconds: a worker imports it once for all its files. Each file still opens its own
    // database and app, and no module of the server keeps state of its own between them.
    isolate: false,
    globalSetup: ['src/testing/seeded-templates.global.ts'],
    // Each integration file opens its own database; PGlite start-up and migrations take a few seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
} satisfies UserWorkspaceConfig;

export default defineProject(serverProject);
