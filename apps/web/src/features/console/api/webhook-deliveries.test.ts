import { describe, expect, it } from 'vitest';
import { deliveriesRefreshMs, type WebhookDelivery } from './webhook-deliveries';

const pageOf = (...nodes: Pick<WebhookDelivery, 'status' | 'attemptCount'>[]) => ({
  edges: nodes.map((node) => ({ node })),
});

describe('how soon the delivery log looks again', () => {
  it('looks again within a second while a delivery waits for its first attempt (a test event just sent)', () => {
    const data = {
      pages: [pageOf({ status: 'DELIVERED', attemptCount: 1 }), pageOf({ status: 'PENDING', attemptCount: 0 })],
    };
    expect(deliveriesRefreshMs(data)).toBe(1_000);
  });

  it.each([
    ['nothing loaded yet', undefined],
    [
      'every delivery settled',
      { pages: [pageOf({ status: 'DELIVERED', attemptCount: 1 }, { status: 'FAILED', attemptCount: 9 })] },
    ],
    ['a delivery retrying after a failed attempt', { pages: [pageOf({ status: 'PENDING', attemptCount: 2 })] }],
  ])('keeps to every 10 s with %s', (_case, data) => {
    expect(deliveriesRefreshMs(data)).toBe(10_000);
  });
});
