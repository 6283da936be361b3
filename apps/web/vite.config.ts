import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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

// The Mantine components of the sign-in pages and of the app shell, which every screen uses too.
const SHELL_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Button',
  'Center',
  'CloseButton',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'PasswordInput',
  'Portal',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
];
const shellModules = new RegExp(
  String.raw`/node_modules/((react|scheduler|i18next|react-router|@tanstack/(query-core|react-query))/|react-dom/(?!server)` +
    String.raw`|@mantine/core/esm/(core|components/(${SHELL_COMPONENTS.join('|')}))/)`,
);

export default defineConfig({
  plugins: [
    react(),
    // docs/offline.md: the app shell is precached so that a tablet reloaded without network still opens; the API is
    // never cached by the worker (the saved orders live in IndexedDB, per account).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Comptoir',
        short_name: 'Comptoir',
        description: 'Delivery orders from every platform on one tablet',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        // The theme's primary (Mantine indigo 6) and the light skin's page.
        theme_color: '#4c6ef5',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,mp3,ogg,wav}'],
        navigateFallback: '/index.html',
        // Paths the server answers itself (apps/server/src/app.ts): a navigation there goes to the network.
        navigateFallbackDenylist: [
          /^\/(graphql|webhooks|integrations|uploads|template|exports|simulator|cloudprnt|epson-sdp)(\/|$)/,
          /^\/(metrics|livez|readyz|healthz)$/,
          /^\/invoices\/[^/]+\.pdf$/,
        ],
        // Nothing is cached at run time: GraphQL answers and signed links always come from the network.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()) },
  server: {
    proxy: {
      '/graphql': api,
      '/uploads': api,
      '/template': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the tablets run supports <link rel="modulepreload">; the polyfill would be downloaded for nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page starts with, in one file: left alone, the bundler cuts them into a dozen chunks
            // (one per set of screens sharing a part), which compress worse apart (docs/web.md#fast-first-load).
            { name: 'shell', test: shellModules },
            // The rest of what the entry imports statically, in the entry's file rather than in a few dozen small
            // chunks shared with the screens: every page downloads all of it anyway.
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
