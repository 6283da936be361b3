import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The signed-in layout and the PIN screen are lazy chunks too: a test that first opens one transforms it, which on
    // the shared two-core machine can outlast the default 5 s.
    testTimeout: 15_000,
  },
});
