import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../pages/demo-accounts';
import { LoginPage } from '../pages/login-page';

// docs/product.md#languages: the account's stored language wins over the device's, from the first screen after
// sign-in. Each browser context below is a device that has never seen the account, set to English.

/** A fresh device showing English, which records the language of every signed-in screen it paints. */
async function englishDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!localStorage.getItem('token')) localStorage.setItem('lang', 'en');
    const seen: string[] = [];
    (window as unknown as { languagesPainted: string[] }).languagesPainted = seen;
    new MutationObserver(() => {
      // The signed-in shell's side menu is on screen: note the language it is painted in.
      if (document.querySelector('nav a[href="/history"]')) seen.push(document.documentElement.lang);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return context.newPage();
}

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.company.email, DEMO.company.password);
  await expect(page).toHaveURL(/\/home$/);
}

async function pickLanguage(page: Page, current: string, name: string): Promise<void> {
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
}

const languagesPainted = (page: Page) =>
  page.evaluate(() => [...new Set((window as unknown as { languagesPainted: string[] }).languagesPainted)]);

test("the language picked on one device is the account's: another device starts in it at sign-in and after a reload", async ({
  browser,
}) => {
  // Three devices sign in one after the other.
  test.setTimeout(90_000);
  const first = await englishDevice(browser);
  await signIn(first);
  await expect(first.getByRole('link', { name: 'History' })).toBeVisible();
  const stored = first.waitForResponse(
    (response) => response.request().postData()?.includes('UpdateLanguage') ?? false,
  );
  await pickLanguage(first, 'Language', 'Français');
  expect((await stored).ok()).toBe(true);
  await expect(first.getByRole('link', { name: 'Historique' })).toBeVisible();

  const second = await englishDevice(browser);
  await signIn(second);
  await expect(second.getByRole('link', { name: 'Historique' })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('lang', 'fr');
  await second.reload();
  await expect(second.getByRole('link', { name: 'Historique' })).toBeVisible();
  // Not one signed-in screen of this device was painted in English first.
  expect(await languagesPainted(second)).toEqual(['fr']);

  // A third device too; then the account goes back to English, as the other tests expect it.
  const third = await englishDevice(browser);
  await signIn(third);
  await expect(third.getByRole('link', { name: 'Historique' })).toBeVisible();
  expect(await languagesPainted(third)).toEqual(['fr']);
  const restored = third.waitForResponse(
    (response) => response.request().postData()?.includes('UpdateLanguage') ?? false,
  );
  await pickLanguage(third, 'Langue', 'English');
  expect((await restored).ok()).toBe(true);
  await first.reload();
  await expect(first.getByRole('link', { name: 'History' })).toBeVisible();
});
