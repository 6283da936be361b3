import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:8080';

// The build's version, sent by each tablet at check-in and shown in the company's tablet list
// (docs/accounts.md#tablets): the commit it was built from, or `dev` outside a git checkout.
function appVersion(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'dev';
  }
}

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()) },
  server: {
    proxy: {
      '/graphql': api,
      '/uploads': api,
      '/template': api,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
