// Compiles the server into apps/server/dist/ (docs/deployment.md#build): one ES module bundle with source maps,
// the workspace packages (@comptoir/*, TypeScript sources) inside it, every other package left to node_modules.
// `--if-stale` builds only when dist/main.js is missing or older than a source, as `npm start` does for the web app.
import { mkdirSync, renameSync, rmSync, writeFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(serverDir, 'dist');
const SOURCES = ['src', 'package.json', '../../packages/domain/src', '../../packages/platform-sim/src'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

export function serverBuildIsStale() {
  const bundle = join(distDir, 'main.js');
  if (!existsSync(bundle)) return true;
  return Math.max(...SOURCES.map((p) => newestMtime(join(serverDir, p)))) > statSync(bundle).mtimeMs;
}

// Bare imports stay imports of node_modules, except the workspace packages, which export TypeScript sources.
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@comptoir/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  // Imported here: a production install (no esbuild) runs an up-to-date build without loading it.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: {
      main: 'src/main.ts',
      'data-dir-backup': 'src/db/backup/cli.ts',
      'rebuild-rollups': 'src/db/rebuild-rollups.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Demo mode's modules (the seed and faker, the simulator) go in chunks of their own, loaded by its dynamic
    // import only. Chunks sit beside main.js so paths relative to a module's file (../drizzle) hold for all of them.
    splitting: true,
    chunkNames: '[name]-[hash]',
    outdir: distDir,
    sourcemap: true,
    plugins: [externalPackages],
    write: false,
    logLevel: 'warning',
  });
  // Written to a folder of its own and swapped in: a server starting meanwhile never reads half a build, and
  // two builds at once (test workers) leave one whole build.
  const staging = `${distDir}.${process.pid}.partial`;
  rmSync(staging, { recursive: true, force: true });
  for (const file of result.outputFiles) {
    const target = join(staging, relative(distDir, file.path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  const previous = `${distDir}.${process.pid}.previous`;
  try {
    renameSync(distDir, previous);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    renameSync(staging, distDir);
  } catch (error) {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(previous, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--if-stale') || serverBuildIsStale()) {
    const started = performance.now();
    await buildServer();
    console.log(
      `Server built into ${relative(process.cwd(), distDir) || '.'} in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
