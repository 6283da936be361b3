import { describe, expect, it } from 'vitest';
import { PLATFORM_CODES } from './platforms';
import {
  canOpenDisputes,
  disputeResponseChannel,
  disputeStatusAt,
  isToBeDisputed,
  matchesOrderLookupId,
  orderLookupId,
  shortDisplayId,
  SHORT_ORDER_ID_PLATFORM_ID,
} from './disputes';

describe('order lookup id (docs/orders.md#order-lookup-id)', () => {
  it('is platform id 4, Glovo in the order platforms are numbered from 1', () => {
    expect(PLATFORM_CODES[SHORT_ORDER_ID_PLATFORM_ID - 1]).toBe('PLATFORM_GLOVO');
  });

  it.each([
    [4, 'QWERTYUI', 'TYUI'],
    [4, 'AB1', 'AB1'],
    [1, 'BC953', 'BC953'],
    [2, '1753', '1753'],
    [3, ' 480012345 ', '480012345'],
  ])('platform %i, display id %j → %j', (platformId, displayId, expected) => {
    expect(orderLookupId(platformId, displayId)).toBe(expected);
  });

  it('matches the last 4 characters only on platform 4, the full id elsewhere', () => {
    expect(matchesOrderLookupId(4, 'QWERTYUI', 'TYUI')).toBe(true);
    expect(matchesOrderLookupId(4, 'QWERTYUI', 'QWERTYUI')).toBe(true);
    expect(matchesOrderLookupId(4, 'QWERTYUI', 'RTYU')).toBe(false);
    expect(matchesOrderLookupId(1, 'BC953', 'C953')).toBe(false);
    expect(matchesOrderLookupId(1, 'BC953', 'BC953')).toBe(true);
    expect(matchesOrderLookupId(1, 'BC953', ' ')).toBe(false);
  });

  it('shows the last 4 characters of a display id', () => {
    expect(shortDisplayId('480012345')).toBe('2345');
    expect(shortDisplayId('BC9')).toBe('BC9');
  });
});

describe('dispute status over time', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const later = new Date('2026-03-11T12:00:00Z');
  const earlier = new Date('2026-03-09T12:00:00Z');

  it.each([
    ['TO_DISPUTE', later, 'TO_DISPUTE', true],
    ['TO_DISPUTE', null, 'TO_DISPUTE', true],
    ['TO_DISPUTE', earlier, 'EXPIRED', false],
    ['TO_DISPUTE', now, 'EXPIRED', false],
    ['DISPUTED', earlier, 'DISPUTED', false],
    ['WON', earlier, 'WON', false],
    ['LOST', later, 'LOST', false],
  ] as const)('%s with deadline %s → %s', (status, deadline, expected, toBeDisputed) => {
    expect(disputeStatusAt(status, deadline, now)).toBe(expected);
    expect(isToBeDisputed(status, deadline, now)).toBe(toBeDisputed);
  });
});

describe('dispute response channel', () => {
  it('answers through the API only where the platform documents one (Just Eat claims)', () => {
    expect(disputeResponseChannel('PLATFORM_JUST_EAT')).toBe('PLATFORM_API');
    for (const code of ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO', 'PLATFORM_GLOVO'] as const) {
      expect(disputeResponseChannel(code)).toBe('PARTNER_PORTAL');
    }
  });
});

describe('canOpenDisputes', () => {
  it.each([
    [['ROLE_COMPANY_PREMIUM_SERVICE', 'ROLE_COMPANY_ADMIN'], [], true],
    [['ROLE_COMPANY_SUBSCRIBE_ORDER_DISPUTE'], [], true],
    [['ROLE_ADMINISTRATOR'], [], true],
    [['ROLE_ADMINISTRATOR', 'ROLE_HIDE_DISPUTE'], [], false],
    [['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER'], [], false],
    [['ROLE_ACCOUNT_MANAGER'], [], false],
    [['ROLE_COMPANY_PREMIUM_SERVICE'], ['ROLE_ADMINISTRATOR', 'ROLE_HIDE_DISPUTE'], false],
  ])('roles %j, switched by %j → %s', (roles, actorRoles, expected) => {
    expect(canOpenDisputes(roles, actorRoles)).toBe(expected);
  });
});
