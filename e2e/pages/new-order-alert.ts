import { expect, type APIRequestContext, type Page } from '@playwright/test';

type CountingWindow = Window & { chimesHeard?: number };

/**
 * The app shell's new-order alert (docs/orders.md#new-order-alert). Headless Chromium plays no sound a test could
 * hear, so `countChimes` counts the chimes the page really plays: each one creates a gain node on a running context.
 */
export class NewOrderAlert {
  constructor(private readonly page: Page) {}

  async countChimes(): Promise<void> {
    await this.page.addInitScript(() => {
      const counting: CountingWindow = window;
      counting.chimesHeard = 0;
      const createGain = BaseAudioContext.prototype.createGain;
      BaseAudioContext.prototype.createGain = function countedCreateGain(this: BaseAudioContext) {
        if (this.state === 'running') counting.chimesHeard = (counting.chimesHeard ?? 0) + 1;
        return createGain.call(this);
      };
    });
  }

  chimes(): Promise<number> {
    return this.page.evaluate(() => (window as CountingWindow).chimesHeard ?? 0);
  }

  badge() {
    return this.page.getByRole('link', { name: /^New orders: \d+$/ });
  }

  async newCount(): Promise<number> {
    if ((await this.badge().count()) === 0) return 0;
    const name = await this.badge().textContent();
    return Number(name?.match(/: (\d+)/)?.[1]);
  }

  /**
   * Makes the page's audio behave as a tablet's browser does, which headless Chromium does not (its contexts run at
   * once, and a page Playwright navigates to counts as activated): a context starts suspended and resumes only when
   * asked during a tap, a click or a key press.
   */
  async wantTapBeforeSound(): Promise<void> {
    await this.page.addInitScript(() => {
      let inGesture = false;
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'touchend', 'click', 'keydown'])
        window.addEventListener(
          type,
          (event) => {
            if (!event.isTrusted) return;
            inGesture = true;
            setTimeout(() => (inGesture = false));
          },
          true,
        );
      const resume = AudioContext.prototype.resume;
      const stateOf = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'state')?.get;
      const allowed = new WeakSet<BaseAudioContext>();
      Object.defineProperty(BaseAudioContext.prototype, 'state', {
        configurable: true,
        get(this: BaseAudioContext) {
          return allowed.has(this) ? stateOf?.call(this) : 'suspended';
        },
      });
      AudioContext.prototype.resume = async function resumeOnTap(this: AudioContext) {
        const tapped = inGesture;
        await resume.call(this);
        if (allowed.has(this) || !tapped) return;
        allowed.add(this);
        this.dispatchEvent(new Event('statechange'));
      };
    });
  }

  enableSoundBar() {
    return this.page.getByRole('button', { name: 'Tap to enable sound' });
  }

  /** Marks every order now under New as opened on this device, so only an order placed afterwards rings. */
  async silenceWaitingOrders(request: APIRequestContext, token: string): Promise<void> {
    const answer = await request.post('/graphql/kom', {
      headers: { authorization: `Bearer ${token}` },
      data: { query: '{ activeOrders { created { id } } }' },
    });
    const body = (await answer.json()) as { data: { activeOrders: { created: { id: number }[] } } };
    const ids = body.data.activeOrders.created.map((cart) => cart.id);
    await this.page.evaluate((opened) => localStorage.setItem('orders', JSON.stringify(opened)), ids);
  }

  async expectSilentFor(ms: number): Promise<void> {
    const before = await this.chimes();
    await this.page.waitForTimeout(ms);
    expect(await this.chimes()).toBe(before);
  }
}
