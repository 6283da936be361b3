import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type PlatformCode =
  | 'PLATFORM_UBER_EAT'
  | 'PLATFORM_DELIVEROO'
  | 'PLATFORM_JUST_EAT'
  | 'PLATFORM_GLOVO'
  | 'PLATFORM_CLICK_N_COLLECT'
  | 'PLATFORM_GET_RESTO';

type PlacedOrder = { platformOrderId: string; displayId: string };

/** The simulated platform places an order, as the contract's POST /simulator/orders does. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  platform: PlatformCode,
  body: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const placed = await request.post('/simulator/orders', { data: { platform, ...body } });
  expect(placed.status()).toBe(201);
  const { platformOrderId } = (await placed.json()) as { platformOrderId: string };
  // The webhook is processed asynchronously: wait until the order is readable through the API.
  let displayId: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.post('/graphql/kom', {
        headers: { authorization: `Bearer ${token}` },
        data: { query: '{ activeOrders { created { platformId displayId } accepted { platformId displayId } } }' },
      });
      const body = (await answer.json()) as {
        data: { activeOrders: Record<string, { platformId: string; displayId: string }[]> };
      };
      const all = [...(body.data.activeOrders.created ?? []), ...(body.data.activeOrders.accepted ?? [])];
      displayId = all.find((cart) => cart.platformId === platformOrderId)?.displayId;
      return displayId;
    })
    .toBeTruthy();
  return { platformOrderId, displayId: displayId ?? '' };
}

export class OrdersPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/home');
    await expect(this.tab('In progress')).toBeVisible();
  }

  tab(name: 'New' | 'In progress' | 'Completed') {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  card(displayId: string) {
    return this.page.getByRole('article', { name: `Order #${displayId}`, exact: true });
  }

  async open(displayId: string) {
    await this.card(displayId)
      .getByRole('button', { name: `Open order #${displayId}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Order #${displayId}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async token(): Promise<string> {
    const token = await this.page.evaluate(() => localStorage.getItem('token'));
    if (!token) throw new Error('not signed in');
    return token;
  }
}
