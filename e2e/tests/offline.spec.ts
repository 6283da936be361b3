import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { collectCspViolations } from '../pages/csp-violations';
import { OrdersPage, placeOrder } from '../pages/orders-page';

// The configuration blocks service workers for the other files; these tests are about the worker.
test.use({ serviceWorkers: 'allow' });

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** A PNG's width and height, read from its IHDR chunk. */
async function pngSize(request: APIRequestContext, src: string): Promise<string> {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the web app manifest makes Comptoir installable, with its icons, and the worker is never cached long', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Comptoir',
    short_name: 'Comptoir',
    start_url: '/home',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const icon of manifest.icons) expect(await pngSize(request, icon.src)).toBe(icon.sizes);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  for (const path of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
});

test('a reload of /home without network shows the app shell, the offline banner and the saved orders', async ({
  page,
  context,
  request,
}) => {
  // Sign-in, an order, the worker's precache, an offline reload and the way back: more than the default 30 s on the
  // loaded 2-core CI machine.
  test.setTimeout(60_000);
  const violations = collectCspViolations(page);
  const shell = new AppShell(page);
  await shell.signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_DELIVEROO');
  await orders.tab('New').click();
  await expect(orders.card(placed.displayId)).toBeVisible();
  // The worker has precached the app shell once it is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const offlineBanner = page.getByRole('status').filter({ hasText: 'The server cannot be reached' });
  await context.setOffline(true);
  await page.reload();
  await expect(shell.sideMenu()).toBeVisible();
  await expect(offlineBanner).toBeVisible();
  await orders.tab('New').click();
  await expect(orders.card(placed.displayId)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBanner).toHaveCount(0);
  expect(violations).toEqual([]);
});
