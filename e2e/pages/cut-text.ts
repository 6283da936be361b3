import type { Page } from '@playwright/test';

/**
 * The texts on screen cut by their box (an ellipsis, or a label clipped by a button that shrank), as "text (needs
 * N px, has M)": a word a user cannot read whole. Text hidden for the eye (screen-reader only) is left out.
 */
export async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')].flatMap((element) => {
      // A leaf holds the words; a Mantine label wraps them in one more element.
      const label = /(^|\s)[\w-]*[Ll]abel\b/.test(element.className.toString());
      if (element.children.length > 0 && !label) return [];
      const text = element.textContent?.trim();
      if (!text || element.closest('.mantine-VisuallyHidden-root, [aria-hidden="true"]')) return [];
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible') return [];
      if (element.clientWidth === 0 || element.scrollWidth <= element.clientWidth + 1) return [];
      return [`${text.slice(0, 60)} (needs ${element.scrollWidth} px, has ${element.clientWidth})`];
    }),
  );
}
