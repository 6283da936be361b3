import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The controls inside `scope` whose touch target is under `min` px either way (docs/accessibility.md#touch-targets),
 * as "name: width×height". A switch's or a checkbox's target is its label, which takes the tap; a control hidden
 * until focused (the skip link) is left out.
 */
export async function smallTouchTargets(scope: Locator, min = 48): Promise<string[]> {
  return scope.evaluateAll(
    (roots, size) =>
      roots.flatMap((root) =>
        [
          ...root.querySelectorAll<HTMLElement>(
            'button, a[href], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"]',
          ),
        ].flatMap((control) => {
          const target = control.matches('input') ? (control.closest('label') ?? control) : control;
          const box = target.getBoundingClientRect();
          if (box.width < 2 || box.height < 2 || target.closest('[aria-hidden="true"]')) return [];
          if (box.width >= size && box.height >= size) return [];
          const name =
            control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.outerHTML.slice(0, 60);
          return [`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`];
        }),
      ),
    min,
  );
}

/** Waits until the screen has rendered and its loaders and transitions are over, so sizes read are final. */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
  // Mantine's transitions (a dialog fading in, a tab's indicator) last up to 200 ms.
  await page.waitForTimeout(250);
}
