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
