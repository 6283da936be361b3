import { expect, type Page } from '@playwright/test';

/** The theme customizer drawer (docs/theme.md), opened from the top bar. */
export class ThemeCustomizer {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Customize the theme' }).click();
    await expect(this.drawer()).toBeVisible();
  }

  drawer() {
    return this.page.getByRole('dialog', { name: 'Theme' });
  }

  option(name: string) {
    return this.drawer().getByRole('radio', { name, exact: true });
  }

  async pick(name: string): Promise<void> {
    await this.option(name).click();
    await expect(this.option(name)).toBeChecked();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.drawer()).toBeHidden();
  }
}

export type RootAttributes = { skin: string | null; scheme: string | null; dir: string | null; appRendered: boolean };

/**
 * Records <html>'s theme attributes the moment the parser opens <body>, before anything of the page can be painted
 * and before the app's bundle has run; read them back with `rootAttributesAtFirstBody`.
 */
export async function recordRootAttributesAtFirstBody(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      const root = document.documentElement;
      (window as unknown as { __themeAtFirstBody: RootAttributes }).__themeAtFirstBody = {
        skin: root.getAttribute('data-skin'),
        scheme: root.getAttribute('data-mantine-color-scheme'),
        dir: root.getAttribute('dir'),
        // index.html's own wordless loader waits in #root until the app replaces it.
        appRendered: [...(document.getElementById('root')?.children ?? [])].some(
          (child) => !child.classList.contains('boot-loader'),
        ),
      };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export async function rootAttributesAtFirstBody(page: Page): Promise<RootAttributes> {
  return page.evaluate(() => (window as unknown as { __themeAtFirstBody: RootAttributes }).__themeAtFirstBody);
}
