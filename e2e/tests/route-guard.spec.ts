import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';

test('a visitor is sent to the login page from a private page and from /', async ({ page }) => {
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user is sent home from auth-only pages', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/home$/);
});

test('a company without the analytics subscription is sent to the upgrade page, which names the page asked for', async ({ page }) => {
  await new AppShell(page).signInAs('basic');
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/misc\/upgrade$/);
  await expect(page.getByRole('heading', { name: 'Not included in your subscription' })).toBeVisible();
  await expect(page.getByText('/analytics')).toBeVisible();
});

test('an account manager cannot open the application console', async ({ page }) => {
  await new AppShell(page).signInAs('manager');
  await page.goto('/console');
  await expect(page).toHaveURL(/\/misc\/upgrade$/);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the companies list shows only the companies in scope', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/companys');
  await expect(page.getByRole('link', { name: 'Demo Burger Co' })).toBeVisible();
  await expect(page.getByText('Corner Pizza')).toHaveCount(0);
});
