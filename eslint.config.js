import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const serverModulesDir = 'apps/server/src/modules';
const serverModules = existsSync(serverModulesDir)
  ? readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const publicFilesOf = (modules) => modules.map((module) => `./${module}/index.ts`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/web/src/gql/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string union, not a TS enum.' },
      ],
      // Prettier wraps code at 120 columns but not comments, nor the strings it cannot break.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  // Imports flow one way: domain knows nothing of the apps; the web app goes shared → features → app,
  // and a feature never imports another feature; the server and the web app never import each other.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@comptoir/*', '**/apps/**', 'node:*'], message: 'packages/domain is pure: no app, no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@comptoir/web', '**/apps/web/**'], message: 'The server never imports the web app.' }],
        },
      ],
    },
  },
  // A server module is used through its public file, modules/<module>/index.ts, never its other files. No file
  // imports itself back (no-cycle: ~4 s on the server), and no module does (modules/module-cycles.test.ts, which sees
  // the modules a file-level check cannot). The files that compose the server (schema.ts, app.ts, main.ts,
  // demo-mode.ts, print-schema.ts), tests and their helpers (testing/) may import any file
  // (docs/architecture.md#modules).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/{schema,app,main,demo-mode,print-schema}.ts',
      'apps/server/src/**/testing/**',
      'apps/server/src/**/*.test.ts',
    ],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      // Without it no-cycle reads no .ts file and finds nothing.
      'import-x/extensions': ['.ts'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [`./${module}`, ...publicFilesOf(serverModules.filter((other) => other !== module))],
              message: 'Import another module through its public file (modules/<module>/index.ts).',
            })),
            {
              target: ['./apps/server/src/!(modules)/**', './apps/server/src/*.ts'],
              from: './apps/server/src/modules',
              except: publicFilesOf(serverModules),
              message: 'Import a module through its public file (modules/<module>/index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // Without a resolver that knows .ts/.tsx, import-x cannot place an import and silently skips the path rules.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@comptoir/server', '**/apps/server/src/**'],
              message: 'The web app talks to the server over GraphQL only.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app layer.',
            },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not import features or the app.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not import features or the app.',
            },
            ...features.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; move what both need to shared code.',
            })),
          ],
        },
      ],
    },
  },
);
