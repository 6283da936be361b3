import { fileURLToPath } from 'node:url';

// This file sits one folder below apps/server, as the compiled bundle's files in apps/server/dist/ do, so one relative
// path finds the committed migrations from the sources (tsx, tests) and from the build alike.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
