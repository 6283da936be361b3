import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PlatformCode } from './orders-page';

// The webhook path names of the platforms whose partner API the simulator plays.
const SIMULATOR_PATHS: Partial<Record<PlatformCode, string>> = {
  PLATFORM_UBER_EAT: 'uber-eats',
  PLATFORM_DELIVEROO: 'deliveroo',
  PLATFORM_JUST_EAT: 'just-eat',
  PLATFORM_GLOVO: 'glovo',
  PLATFORM_GET_RESTO: 'get-resto',
};

/**
 * What a simulated platform holds for a store (GET /simulator/stores/{platform}/{storeId}), in the parts the tests
 * read.
 */
export type SimulatedStore = {
  items: Record<string, { available: boolean; until: string | null; status: string | null }>;
  menu: { body: unknown; itemIds: string[] } | null;
  openingHours: { dayOfWeek: number; periods: { start: string; end: string }[] }[] | null;
  holidayHours: Record<string, unknown[]> | null;
};

type RestaurantsAnswer = {
  data: {
    restaurants: {
      edges: {
        node: { title: string; platform: { name: PlatformCode }; platformData: { restaurantId: string | null } };
      }[];
    };
  };
};

/**
 * Reads, as the platform itself would show it, what the simulator holds for the signed-in company's restaurant: the
 * proof that a change made on a screen left Comptoir and reached the platform.
 */
export class SimulatedStores {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext = page.request,
  ) {}

  async store(title: string, platform: PlatformCode): Promise<SimulatedStore> {
    const { path, storeId } = await this.storeOf(title, platform);
    const shown = await this.request.get(`/simulator/stores/${path}/${storeId}`);
    expect(shown.status()).toBe(200);
    return (await shown.json()) as SimulatedStore;
  }

  /**
   * Has the platform itself stop, hide or let be the store (docs/demo-data.md#store-state), as a platform does
   * behind the restaurant's back; Uber Eats and Just Eat tell Comptoir by their status webhook.
   */
  async setState(title: string, platform: PlatformCode, state: 'orderable' | 'notOrderable' | 'notVisible') {
    const { path, storeId } = await this.storeOf(title, platform);
    const answer = await this.request.post(`/simulator/${path}/stores/${storeId}/state`, { data: { state } });
    expect(answer.status()).toBe(200);
  }

  private async storeOf(title: string, platform: PlatformCode): Promise<{ path: string; storeId: string }> {
    const token = await this.page.evaluate(() => localStorage.getItem('token'));
    const answer = await this.request.post('/graphql/kom', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query:
          'query($search: String) { restaurants(search: $search) { edges { node { title platform { name } platformData { restaurantId } } } } }',
        variables: { search: title },
      },
    });
    const { data } = (await answer.json()) as RestaurantsAnswer;
    const restaurant = data.restaurants.edges
      .map((edge) => edge.node)
      .find((node) => node.title === title && node.platform.name === platform);
    const storeId = restaurant?.platformData.restaurantId;
    const path = SIMULATOR_PATHS[platform];
    if (!storeId || !path) throw new Error(`no simulated store for ${title} on ${platform}`);
    return { path, storeId };
  }
}
