import { act, screen } from '@testing-library/react';
import { acceptTimeoutSeconds, type OrderStatus, type PlatformCode } from '@comptoir/domain';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render';
import type { Cart } from '../api/cart-fields';
import { aCart } from '../testing/a-cart';
import { DeadlineCounter } from './deadline-counter';

const NOW = Date.parse('2026-03-12T12:00:00Z');

// The timeout the API gives the platform: by default the published one, none for Just Eat and Glovo.
function newOrder(
  id: number,
  platform: PlatformCode,
  secondsAgo: number,
  status: OrderStatus = 'CREATED',
  timeoutSeconds = acceptTimeoutSeconds(platform),
): Cart {
  const cart = aCart({ id, status, createdAt: new Date(NOW - secondsAgo * 1_000).toISOString() });
  const platformView = { ...cart.restaurant.platform, name: platform, acceptTimeoutSeconds: timeoutSeconds };
  return { ...cart, restaurant: { ...cart.restaurant, platform: platformView } };
}

function renderCounter(created: Cart[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.activeOrders, {
    orders: { created, accepted: [], finished: [] },
    offline: false,
    savedAt: null,
  });
  renderWithProviders(
    <MemoryRouter>
      <DeadlineCounter />
    </MemoryRouter>,
    client,
  );
  return client;
}

describe('DeadlineCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts the New orders soon or critically close to their platform timeout, and links to the orders', () => {
    renderCounter([
      newOrder(1, 'PLATFORM_UBER_EAT', 10), // calm
      newOrder(2, 'PLATFORM_UBER_EAT', 520), // soon
      newOrder(3, 'PLATFORM_DELIVEROO', 570), // critical
      newOrder(4, 'PLATFORM_DELIVEROO', 700), // expired
      newOrder(5, 'PLATFORM_GET_RESTO', 5_000), // no platform clock
      newOrder(6, 'PLATFORM_UBER_EAT', 600, 'SCHEDULED_ORDER_CREATED'),
      newOrder(7, 'PLATFORM_JUST_EAT', 250), // timeout unknown
      newOrder(8, 'PLATFORM_GLOVO', 250, 'CREATED', 300), // configured: critical
    ]);
    const link = screen.getByRole('link', { name: '3 new orders about to be cancelled by their platform' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveTextContent('3');
  });

  it('appears when an order turns soon, and follows the query cache without fetching', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const client = renderCounter([newOrder(1, 'PLATFORM_UBER_EAT', 508)]);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('link', { name: '1 new order about to be cancelled by its platform' })).toBeVisible();
    act(() => {
      client.setQueryData(queryKeys.activeOrders, { orders: { created: [], accepted: [], finished: [] } });
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
