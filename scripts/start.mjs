// `npm start`: build the web app and the server when their bundles are missing or older than their sources, then run
// the compiled server in this process's place (signals reach it directly, so stopping npm stops the server).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBuildIsStale } from '../apps/server/scripts/build.mjs';

const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'apps/web');
const bundle = join(webDir, 'dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function webBundleIsStale() {
  if (!existsSync(bundle)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../../packages/domain/src']
    .map((p) => join(webDir, p))
    .filter((p) => existsSync(p));
  return Math.max(...sources.map(newestMtime)) > statSync(bundle).mtimeMs;
}

if (webBundleIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBuildIsStale()) {
  console.log('Building the server…');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
