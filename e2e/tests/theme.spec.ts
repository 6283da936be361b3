import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { collectCspViolations } from '../pages/csp-violations';
import { recordRootAttributesAtFirstBody, rootAttributesAtFirstBody, ThemeCustomizer } from '../pages/theme-customizer';

test('the demo company picks dark, a collapsed menu and right to left; a reload shows them before the app renders, under the CSP', async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  const shell = new AppShell(page);
  await shell.signInAs('company');
  const customizer = new ThemeCustomizer(page);
  await customizer.open();
  await expect(customizer.option('Light')).toBeChecked();
  await customizer.pick('Dark');
  await customizer.pick('Collapsed to icons');
  await customizer.pick('Right to left');
  await customizer.close();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await recordRootAttributesAtFirstBody(page);
  await page.reload();
  expect(await rootAttributesAtFirstBody(page)).toEqual({
    skin: 'dark',
    scheme: 'dark',
    dir: 'rtl',
    appRendered: false,
  });

  await expect(shell.sideMenu()).toBeVisible();
  // Collapsed to icons: the entries keep their names for assistive technology, but show none.
  await expect(shell.sideMenu().getByRole('link', { name: 'Orders' })).toHaveText('');
  expect((await shell.sideMenu().boundingBox())?.width).toBeLessThan(100);
  // Right to left, the side menu stands on the right of the page.
  expect((await shell.sideMenu().boundingBox())?.x).toBeGreaterThan(600);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

  await customizer.open();
  await expect(customizer.option('Dark')).toBeChecked();
  await expect(customizer.option('Collapsed to icons')).toBeChecked();
  await expect(customizer.option('Right to left')).toBeChecked();
  expect(violations).toEqual([]);
});

test('another account on a fresh device sees the defaults: light, menu expanded, left to right', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const shell = new AppShell(page);
  await shell.signInAs('basic');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-skin', 'light');
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(root).toHaveAttribute('dir', 'ltr');
  await expect(shell.sideMenu().getByRole('link', { name: 'Orders' })).toHaveText('Orders');
  const customizer = new ThemeCustomizer(page);
  await customizer.open();
  await expect(customizer.option('Light')).toBeChecked();
  await expect(customizer.option('Expanded')).toBeChecked();
  await expect(customizer.option('Left to right')).toBeChecked();
  await context.close();
});

test('the top-bar toggle and the customizer show one skin: semi-dark toggles to dark, then back to light', async ({
  page,
}) => {
  await new AppShell(page).signInAs('company');
  const customizer = new ThemeCustomizer(page);
  await customizer.open();
  await customizer.pick('Semi-dark');
  await customizer.close();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'semi-dark');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await customizer.open();
  await expect(customizer.option('Dark')).toBeChecked();
  await customizer.close();
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'light');
});
