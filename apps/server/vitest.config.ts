import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each integration file opens its own database; PGlite start-up and migrations take a few seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
