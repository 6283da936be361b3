import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// docs/accessibility.md#axe: WCAG 2.1 A and AA; a violation axe rates serious or critical fails the screen.
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
// The rules whose outcome a skin can change: the other skin is checked for these alone.
const SKIN_RULES = ['color-contrast', 'link-in-text-block'];

type Skin = 'light' | 'dark';

/**
 * Runs axe over the screens one account opens and keeps every serious or critical violation as
 * "screen (skin) → rule: targets", so one assertion at the end lists them all.
 */
export class AccessibilityAudit {
  readonly findings: string[] = [];

  constructor(private readonly page: Page) {}

  /**
   * Checks the page as it stands, every rule in the skin it shows, then switches to the other skin without a reload
   * (the next screen opens in that one) and checks the skin's rules again. `exclude`: a third-party part the app cannot
   * change (docs/accessibility.md#axe).
   */
  async check(screen: string, exclude?: string): Promise<void> {
    // The pointer rests where the last click left it; a control under it would be checked in its hover colours.
    await this.page.mouse.move(0, 0);
    const skin = await this.currentSkin();
    await this.run(screen, skin, (await this.builder(exclude)).withTags(WCAG_AA_TAGS));
    const other: Skin = skin === 'dark' ? 'light' : 'dark';
    await this.setSkin(other);
    await this.run(screen, other, (await this.builder(exclude)).withRules(SKIN_RULES));
  }

  /**
   * AxeBuilder injects axe's half-megabyte source before every run, and reading it again costs more than many a run.
   * The screens follow one another without a reload, so once axe is in the page the source given is an empty
   * statement and the page's own axe runs.
   */
  private async builder(exclude?: string): Promise<AxeBuilder> {
    const loaded = await this.page.evaluate(() => 'axe' in window);
    const builder = new AxeBuilder({ page: this.page, ...(loaded ? { axeSource: ';' } : {}) });
    return exclude ? builder.exclude(exclude) : builder;
  }

  private async run(screen: string, skin: Skin, builder: AxeBuilder): Promise<void> {
    await this.settle();
    // Only violations are read: axe then keeps one example of each passing rule instead of every node, which on a
    // long table is most of its work. The app draws no frame from another origin, so axe runs in the page itself
    // rather than in a blank page opened for each run.
    const { violations } = await builder
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    for (const violation of violations) {
      if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      this.findings.push(`${screen} (${skin}) → ${violation.id}: ${targets}`);
    }
  }

  /**
   * Waits for the page's transitions to end (a skin's colours fading in, a segmented control's indicator sliding):
   * axe reads colours as drawn, and a colour half-way through a transition is neither skin's. Endless animations
   * (a loader) are left out.
   */
  private async settle(): Promise<void> {
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }

  private async currentSkin(): Promise<Skin> {
    const scheme = await this.page.locator('html').getAttribute('data-mantine-color-scheme');
    return scheme === 'dark' ? 'dark' : 'light';
  }

  /**
   * Writes the device's skin and sends the `storage` event the app follows, as another tab's change would
   * (docs/theme.md#where-it-is-kept); the demo accounts have no skin of their own, which would come first.
   */
  private async setSkin(skin: Skin): Promise<void> {
    await this.page.evaluate((value) => {
      localStorage.removeItem('themeByAccount');
      localStorage.setItem('skin', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'skin', newValue: value }));
    }, skin);
    await expect(this.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
  }

  /** The failure message: one line per violation. */
  report(): string {
    return `Serious or critical axe violations:\n${this.findings.join('\n')}`;
  }
}
