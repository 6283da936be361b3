import { defineProject } from 'vitest/config';

export default defineProject({
  // Vitest would resolve a bare 'graphql' to its ES build while Pothos and Yoga, loaded by Node, get the CommonJS
  // build, and graphql refuses types made by the other copy: name the CommonJS build everywhere.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each integration file opens its own database; PGlite start-up and migrations take a few seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
