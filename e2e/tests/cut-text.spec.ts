import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { cutTexts } from '../pages/cut-text';
import { OrdersPage } from '../pages/orders-page';
import { waitForScreen } from '../pages/touch-targets';

// French and Polish run longest of the five languages; a phone is the narrowest screen (docs/screens.md).
// The screens with the most words side by side: filters, buttons beside texts, cards and tables.
const SCREENS = ['/home', '/menus', '/schedule', '/review', '/dispute/order', '/restaurants/new', '/account'];

async function storeLanguage(request: APIRequestContext, token: string, lang: string): Promise<void> {
  const answer = await request.post('/graphql/kom', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'mutation ($lang: Language!) { updateLanguage(lang: $lang) { lang } }', variables: { lang } },
  });
  // A GraphQL error comes back with 200: the stored language is what proves it.
  expect(await answer.json()).toEqual({ data: { updateLanguage: { lang } } });
}

test('on a phone (412×915), in French and in Polish, no word of the company screens is cut', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 412, height: 915 });
  await new AppShell(page).signInAs('company');
  const token = await new OrdersPage(page).token();
  const cut: string[] = [];
  try {
    // Picked from the account menu (the phone's top bar has no room for the languages), in the language shown.
    for (const [accountMenu, lang, language] of [
      ['Account menu', 'fr', 'Français'],
      ['Menu du compte', 'pl', 'Polski'],
    ] as const) {
      await page.getByRole('button', { name: accountMenu }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const path of SCREENS) {
        await page.goto(path);
        await waitForScreen(page);
        cut.push(...(await cutTexts(page)).map((text) => `${lang} ${path}: ${text}`));
      }
    }
  } finally {
    // The language picked is the account's (docs/product.md#languages): back to English, as the other tests expect.
    await storeLanguage(request, token, 'en');
  }
  expect(cut).toEqual([]);
});

test('on a phone (412×915), in French and in Polish, no word of the sign-in screens is cut', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  const cut: string[] = [];
  for (const lang of ['fr', 'pl']) {
    // Signed out, the device's language is the one picked on it.
    await page.goto('/login');
    await page.evaluate((picked) => localStorage.setItem('lang', picked), lang);
    for (const path of ['/login', '/signup', '/forgot']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await waitForScreen(page);
      cut.push(...(await cutTexts(page)).map((text) => `${lang} ${path}: ${text}`));
    }
  }
  expect(cut).toEqual([]);
});
