import { act, screen } from '@testing-library/react';
import { acceptTimeoutSeconds, type OrderStatus, type PlatformCode } from '@comptoir/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { aCart } from '../testing/a-cart';
import { formatCountdown } from '../../../lib/format-countdown';
import { AcceptCountdown } from './accept-countdown';

const NOW = Date.parse('2026-03-12T12:00:00Z');

// The timeout the API gives the platform: by default the published one, none for Just Eat and Glovo.
function newOrder(
  platform: PlatformCode,
  secondsAgo: number,
  status: OrderStatus = 'CREATED',
  timeoutSeconds = acceptTimeoutSeconds(platform),
) {
  const cart = aCart({ status, createdAt: new Date(NOW - secondsAgo * 1_000).toISOString() });
  const platformView = { ...cart.restaurant.platform, name: platform, acceptTimeoutSeconds: timeoutSeconds };
  return { ...cart, restaurant: { ...cart.restaurant, platform: platformView } };
}

describe('AcceptCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it.each<[PlatformCode, number, string, string]>([
    ['PLATFORM_UBER_EAT', 0, 'calm', 'Accept within 11:30'],
    ['PLATFORM_UBER_EAT', 520, 'soon', 'Hurry: 02:50 left'],
    ['PLATFORM_DELIVEROO', 555, 'critical', 'Cancelled in 00:45!'],
    ['PLATFORM_DELIVEROO', 601, 'expired', 'Time is up'],
  ])('%s placed %ss ago is %s: "%s"', (platform, secondsAgo, urgency, text) => {
    renderWithProviders(<AcceptCountdown cart={newOrder(platform, secondsAgo)} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(text);
    expect(timer).toHaveAttribute('data-urgency', urgency);
  });

  it('ticks each second and turns critical at one minute left', () => {
    renderWithProviders(<AcceptCountdown cart={newOrder('PLATFORM_GLOVO', 238, 'CREATED', 300)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Hurry: 01:02 left');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Hurry: 01:01 left');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Cancelled in 01:00!');
    expect(screen.getByRole('timer')).toHaveAttribute('data-urgency', 'critical');
  });

  it.each<[PlatformCode, OrderStatus]>([
    ['PLATFORM_UBER_EAT', 'ACCEPTED'],
    ['PLATFORM_UBER_EAT', 'SCHEDULED_ORDER_CREATED'],
    ['PLATFORM_GET_RESTO', 'CREATED'],
    ['PLATFORM_CLICK_N_COLLECT', 'CREATED'],
    // No published timeout and none configured: the API says null.
    ['PLATFORM_JUST_EAT', 'CREATED'],
    ['PLATFORM_GLOVO', 'CREATED'],
  ])('shows nothing for a %s order %s', (platform, status) => {
    renderWithProviders(<AcceptCountdown cart={newOrder(platform, 10, status)} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('counts down a Just Eat order from the timeout the API gives it', () => {
    renderWithProviders(<AcceptCountdown cart={newOrder('PLATFORM_JUST_EAT', 60, 'CREATED', 420)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Accept within 06:00');
  });
});

describe('formatCountdown', () => {
  it.each([
    [690, '11:30'],
    [61, '01:01'],
    [9.7, '00:09'],
    [0, '00:00'],
    [-5, '00:00'],
  ])('%s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
