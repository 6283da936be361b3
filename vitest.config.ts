import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/platform-sim', 'apps/server', 'apps/web'],
  },
});
