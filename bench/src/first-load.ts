// `npm run bench:first-load`: how fast a tablet's first visit is, in Chromium with the CPU slowed 4× (a kitchen
// tablet, not a laptop): the KB transferred and the time until /login's form and /home's first order card show, each
// with an empty cache. Figures only — nothing here fails on a timing (docs/web.md#fast-first-load).
// WEB_DIST_DIR=… serves another web build (an older one, to compare); FIRST_LOAD_UNCOMPRESSED=1 asks the server for
// plain files, as before compression.
import { spawnSync } from 'node:child_process';
import { chromium, type Locator, type Page } from '@playwright/test';
import { startServerProcess } from './server-process';

const CPU_SLOWDOWN = 4;
const RUNS = 3;
const root = new URL('../..', import.meta.url).pathname;
const uncompressed = process.env.FIRST_LOAD_UNCOMPRESSED === '1';

if (!process.env.WEB_DIST_DIR) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the web build failed');
}
const server = await startServerProcess();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

type Visit = { ms: number; kb: number; jsKb: number; requests: number };

/** One visit with an empty cache: the bytes on the wire until `ready` shows, and how long that took. */
async function visit(
  path: string,
  ready: (page: Page) => Locator,
  storage: Record<string, string> = {},
): Promise<Visit> {
  const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  if (uncompressed) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  const scripts = new Set<string>();
  let bytes = 0;
  let scriptBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    requests += 1;
    bytes += event.encodedDataLength;
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  await ready(page).waitFor({ state: 'visible', timeout: 60_000 });
  const ms = performance.now() - started;
  const figures = { ms, kb: bytes / 1024, jsKb: scriptBytes / 1024, requests };
  await context.close();
  return figures;
}

function median(visits: Visit[]): Visit {
  const sorted = [...visits].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor(sorted.length / 2)] ?? { ms: 0, kb: 0, jsKb: 0, requests: 0 };
}

/** The company tablet's stored session, and an accepted order so that /home has a card to show. */
async function companySession(): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('company@demo.comptoir.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('company-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/home');
  const placed = await page.request.post('/simulator/orders', { data: { platform: 'PLATFORM_UBER_EAT' } });
  if (placed.status() !== 201) throw new Error(`the simulator answered ${placed.status()}`);
  // Accepted, the order shows under In progress, the tab /home opens on.
  await page.getByRole('tab', { name: /^New/ }).click();
  await page
    .getByRole('button', { name: /^Open order #/ })
    .first()
    .click({ timeout: 60_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('dialog')
    .getByText(/accepted\./)
    .waitFor({ timeout: 60_000 });
  const storage = await page.evaluate(() => ({ ...localStorage }));
  await context.close();
  return storage;
}

const orderCard = (page: Page) => page.getByRole('article', { name: /^Order #/ }).first();

function print(label: string, visits: Visit[]): void {
  const { ms, kb, jsKb, requests } = median(visits);
  console.log(
    `${label}: ${kb.toFixed(0)} KB transferred (${jsKb.toFixed(0)} KB of JavaScript) in ${requests} requests, ` +
      `shown in ${ms.toFixed(0)} ms (median of ${visits.length}, CPU ${CPU_SLOWDOWN}× slower` +
      `${uncompressed ? ', uncompressed' : ''})`,
  );
}

try {
  const session = await companySession();
  const login: Visit[] = [];
  const home: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    login.push(await visit('/login', (page) => page.getByRole('button', { name: 'Sign in', exact: true })));
    home.push(await visit('/home', orderCard, session));
  }
  print('/login, sign-in form', login);
  print('/home, first order card', home);
} finally {
  await browser.close();
  await server.stop();
}
