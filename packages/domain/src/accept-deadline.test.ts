import { describe, expect, it } from 'vitest';
import {
  acceptCountdown,
  acceptTimeoutSeconds,
  cancelsUnanswered,
  isCloseToCancel,
  type AcceptUrgency,
} from './accept-deadline';
import type { OrderStatus } from './order-status';

const CREATED = '2026-03-12T12:00:00Z';
const at = (seconds: number) => Date.parse(CREATED) + seconds * 1_000;

describe('acceptTimeoutSeconds', () => {
  const CONFIGURED = { PLATFORM_JUST_EAT: 420, PLATFORM_UBER_EAT: 100, PLATFORM_GET_RESTO: 300 };
  it.each<[string, number | null, number | null]>([
    ['PLATFORM_UBER_EAT', 690, 690],
    ['PLATFORM_DELIVEROO', 600, 600],
    // No published figure: unknown until the deployment configures one.
    ['PLATFORM_JUST_EAT', null, 420],
    ['PLATFORM_GLOVO', null, null],
    ['PLATFORM_CLICK_N_COLLECT', null, null],
    ['PLATFORM_GET_RESTO', null, null],
    ['SOMETHING_ELSE', null, null],
    ['toString', null, null],
  ])('%s → %s by default, %s configured', (platform, byDefault, configured) => {
    expect(acceptTimeoutSeconds(platform)).toBe(byDefault);
    expect(acceptTimeoutSeconds(platform, CONFIGURED)).toBe(configured);
  });

  it.each<[string, boolean]>([
    ['PLATFORM_UBER_EAT', true],
    ['PLATFORM_GLOVO', true],
    ['PLATFORM_GET_RESTO', false],
    ['constructor', false],
  ])('%s cancels unanswered orders: %s', (platform, cancels) => {
    expect(cancelsUnanswered(platform)).toBe(cancels);
  });
});

describe('acceptCountdown', () => {
  it.each<[number, number, number, AcceptUrgency]>([
    [690, 0, 690, 'calm'],
    [690, 509, 181, 'calm'],
    [690, 510, 180, 'soon'],
    [690, 629, 61, 'soon'],
    [690, 630, 60, 'critical'],
    [690, 689, 1, 'critical'],
    [690, 690, 0, 'expired'],
    [690, 5_000, 0, 'expired'],
    [600, 0, 600, 'calm'],
    [600, 420, 180, 'soon'],
    [300, 250, 50, 'critical'],
    [300, 299.4, 1, 'critical'],
    // A tablet clock a little behind the platform's never shows more than the full timeout.
    [300, -30, 300, 'calm'],
  ])('a %ss timeout after %ss → %ss left, %s', (timeoutSeconds, elapsed, secondsLeft, urgency) => {
    expect(acceptCountdown({ createdAt: CREATED, status: 'CREATED', timeoutSeconds }, at(elapsed))).toEqual({
      secondsLeft,
      urgency,
    });
  });

  it.each<[number | null, OrderStatus]>([
    [690, 'ACCEPTED'],
    [690, 'SCHEDULED_ORDER_CREATED'],
    [600, 'CANCELED'],
    // Unknown (Just Eat, Glovo unconfigured) or none (Comptoir's own channels).
    [null, 'CREATED'],
  ])('no countdown for a %ss timeout, %s', (timeoutSeconds, status) => {
    expect(acceptCountdown({ createdAt: CREATED, status, timeoutSeconds }, at(10))).toBeNull();
  });

  it('accepts a Date for now and createdAt', () => {
    expect(
      acceptCountdown({ createdAt: new Date(CREATED), status: 'CREATED', timeoutSeconds: 600 }, new Date(at(1))),
    ).toEqual({ secondsLeft: 599, urgency: 'calm' });
  });
});

describe('isCloseToCancel', () => {
  it.each<[AcceptUrgency | null, boolean]>([
    ['calm', false],
    ['soon', true],
    ['critical', true],
    ['expired', false],
    [null, false],
  ])('%s → %s', (urgency, close) => {
    expect(isCloseToCancel(urgency ? { secondsLeft: 1, urgency } : null)).toBe(close);
  });
});
