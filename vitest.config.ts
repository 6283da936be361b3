import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { MOCKING_FILES, serverProject } from './apps/server/vitest.config';

export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default, which on a 2-core machine means one worker; the integration files
    // spend much of their time waiting on PostgreSQL and HTTP, so one worker per core keeps both busy
    // (docs/testing.md#speed).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/domain',
      'packages/platform-sim',
      'apps/server',
      {
        ...serverProject,
        root: './apps/server',
        test: {
          ...serverProject.test,
          name: 'server-mocks',
          include: MOCKING_FILES,
          exclude: [],
          isolate: true,
          globalSetup: [],
        },
      },
      'apps/web',
      // Checks over the whole repository (docs links), not any one workspace.
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
