import type { PlatformCode } from '@comptoir/domain';
import { createSimulator, type SimulatorOptions } from './simulator';

type SentWebhook = { url: string; headers: Headers; rawBody: string };

export const SECRETS: Record<PlatformCode, string> = {
  PLATFORM_UBER_EAT: 'uber-client-secret',
  PLATFORM_DELIVEROO: 'deliveroo-webhook-secret',
  PLATFORM_JUST_EAT: 'jet-registered-key',
  PLATFORM_GLOVO: 'glovo-shared-token',
  PLATFORM_CLICK_N_COLLECT: 'unused',
  PLATFORM_GET_RESTO: 'get-resto-app-secret',
};

export const RESTAURANTS = [
  {
    platform: 'PLATFORM_UBER_EAT',
    storeId: '7a1e6f0c-1111-4c3b-9a55-1d2f3e4a5b6c',
    uuid: 'r-uber',
    tabletLogin: 'uber@tablet.test',
    tabletPass: 'uber-pass-1',
  },
  { platform: 'PLATFORM_DELIVEROO', storeId: '482913', uuid: 'r-deliveroo' },
  { platform: 'PLATFORM_JUST_EAT', storeId: '51234', uuid: 'r-just-eat' },
  { platform: 'PLATFORM_GLOVO', storeId: 'FR-K2J9QD', uuid: 'r-glovo' },
  { platform: 'PLATFORM_CLICK_N_COLLECT', storeId: 'cnc-store', uuid: 'r-cnc' },
  { platform: 'PLATFORM_GET_RESTO', storeId: 'gr-4821', uuid: 'r-get-resto' },
] as const;

/** A simulator whose webhooks land in `sent`, answered with `status` (a number or one per send). */
export function createTestSimulator(
  status: number | ((send: number) => number) = 200,
  overrides: Partial<SimulatorOptions> = {},
) {
  const sent: SentWebhook[] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), headers: new Headers(init?.headers), rawBody: String(init?.body) });
    return new Response(null, { status: typeof status === 'number' ? status : status(sent.length) });
  }) as typeof fetch;
  const simulator = createSimulator({
    baseUrl: 'http://comptoir.test',
    secrets: SECRETS,
    restaurants: RESTAURANTS,
    fetch: fakeFetch,
    seed: 42,
    retryDelayScale: 0,
    now: () => new Date('2026-03-12T11:45:00Z'),
    ...overrides,
  });
  return { simulator, sent };
}

export function simulatorRequest(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://comptoir.test${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
}
