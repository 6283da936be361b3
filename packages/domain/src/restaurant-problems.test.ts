import { describe, expect, it } from 'vitest';
import type { PlatformCode } from './platforms';
import {
  isPausedByPlatform,
  restaurantProblems,
  type ProblemCheckedRestaurant,
  type RestaurantProblem,
} from './restaurant-problems';

const NOW = Date.parse('2026-03-12T12:00:00Z');
const LATER = '2026-03-12T13:00:00Z';
const EARLIER = '2026-03-12T11:00:00Z';

type Overrides = {
  platform?: PlatformCode;
  hasLoginPassword?: boolean;
  unlinkedAt?: string | null;
  integrationStatus?: ProblemCheckedRestaurant['integrationStatus'];
  isTabletLess?: boolean;
  kom?: Partial<ProblemCheckedRestaurant['restaurantKOM']>;
};

function aRestaurant({
  platform = 'PLATFORM_UBER_EAT',
  hasLoginPassword = true,
  unlinkedAt = null,
  integrationStatus = 'INTEGRATED',
  isTabletLess = false,
  kom = {},
}: Overrides = {}): ProblemCheckedRestaurant {
  return {
    platform,
    platformData: { hasLoginPassword },
    unlinkedAt,
    integrationStatus,
    isTabletLess,
    restaurantKOM: {
      isConnected: true,
      isOrderable: true,
      isVisible: true,
      isAutoPausedUntil: null,
      isBusyUntil: null,
      statusReason: null,
      ...kom,
    },
  };
}

describe('restaurantProblems', () => {
  it.each<[string, Overrides, RestaurantProblem[]]>([
    ['a healthy restaurant', {}, []],
    ['Uber Eats without tablet login', { hasLoginPassword: false }, [{ key: 'emptyLoginPassword' }]],
    [
      'Deliveroo without tablet login',
      { platform: 'PLATFORM_DELIVEROO', hasLoginPassword: false },
      [{ key: 'emptyLoginPassword' }],
    ],
    ['Uber Eats run without its tablet', { hasLoginPassword: false, isTabletLess: true }, []],
    [
      'waiting for review, without tablet login and not visible',
      { integrationStatus: 'PENDING', hasLoginPassword: false, kom: { isVisible: false } },
      [],
    ],
    ['rejected', { integrationStatus: 'REJECTED', hasLoginPassword: false }, []],
    ['Glovo without tablet login (not needed)', { platform: 'PLATFORM_GLOVO', hasLoginPassword: false }, []],
    ['Just Eat without tablet login (not needed)', { platform: 'PLATFORM_JUST_EAT', hasLoginPassword: false }, []],
    ['not visible', { kom: { isVisible: false } }, [{ key: 'notVisible' }]],
    ['auto-paused until later', { kom: { isAutoPausedUntil: LATER } }, [{ key: 'pausedUntil', until: LATER }]],
    ['auto-pause already over', { kom: { isAutoPausedUntil: EARLIER } }, []],
    ['busy until later', { kom: { isBusyUntil: LATER } }, [{ key: 'busyUntil', until: LATER }]],
    ['busy already over', { kom: { isBusyUntil: EARLIER } }, []],
    [
      'a status reason',
      { kom: { statusReason: 'PAUSED_BY_UBER' } },
      [{ key: 'statusReason', reason: 'PAUSED_BY_UBER' }],
    ],
    ['unlinked by the platform', { unlinkedAt: EARLIER }, [{ key: 'unlinked', since: EARLIER }]],
    [
      'unlinked: the last status read no longer counts',
      { unlinkedAt: EARLIER, kom: { isVisible: false, isOrderable: false, statusReason: 'INVISIBLE' } },
      [{ key: 'unlinked', since: EARLIER }],
    ],
    ['tablet login refused by the platform', { kom: { isConnected: false } }, [{ key: 'credentialsRefused' }]],
    [
      'no tablet login at all is the empty-login problem, not a refusal',
      { hasLoginPassword: false, kom: { isConnected: false } },
      [{ key: 'emptyLoginPassword' }],
    ],
    [
      'not orderable, with the platform reason',
      { kom: { isOrderable: false, statusReason: 'PAUSED_BY_UBER' } },
      [{ key: 'notOrderable', reason: 'PAUSED_BY_UBER' }],
    ],
    ['not orderable, no reason given', { kom: { isOrderable: false } }, [{ key: 'notOrderable', reason: null }]],
    [
      'not visible says it all: not orderable is not repeated',
      { kom: { isVisible: false, isOrderable: false, statusReason: 'INVISIBLE' } },
      [{ key: 'notVisible' }],
    ],
    [
      'several at once, in modal order',
      { hasLoginPassword: false, kom: { isVisible: false, isBusyUntil: LATER } },
      [{ key: 'emptyLoginPassword' }, { key: 'notVisible' }, { key: 'busyUntil', until: LATER }],
    ],
  ])('%s', (_, overrides, problems) => {
    expect(restaurantProblems(aRestaurant(overrides), NOW)).toEqual(problems);
  });
});

describe('restaurantProblems with cloud printers', () => {
  it('lists each printer problem the API reports, after the platform problems, and ignores kinds it does not know', () => {
    const restaurant = {
      ...aRestaurant({ kom: { isVisible: false } }),
      printerProblems: [
        { kind: 'PAPER_OUT', printerLabel: 'Cuisine' },
        { kind: 'OFFLINE', printerLabel: 'Comptoir' },
        { kind: 'ON_FIRE', printerLabel: 'Bar' },
      ],
    };
    expect(restaurantProblems(restaurant, NOW)).toEqual([
      { key: 'notVisible' },
      { key: 'printer', kind: 'paperOut', printer: 'Cuisine' },
      { key: 'printer', kind: 'offline', printer: 'Comptoir' },
    ]);
  });

  it('names the order of a ticket a printer could not print', () => {
    const restaurant = {
      ...aRestaurant(),
      printerProblems: [{ kind: 'TICKET_FAILED', printerLabel: 'Cuisine', displayId: 'GH332' }],
    };
    expect(restaurantProblems(restaurant, NOW)).toEqual([
      { key: 'ticketFailed', printer: 'Cuisine', displayId: 'GH332' },
    ]);
  });
});

describe('isPausedByPlatform', () => {
  it.each<[string | null, boolean]>([
    ['PAUSED_BY_UBER', true],
    ['CLOSED', false],
    [null, false],
  ])('status reason %j → %s', (statusReason, paused) => {
    expect(isPausedByPlatform(aRestaurant({ kom: { statusReason } }))).toBe(paused);
  });
});

describe('restaurantProblems with silent tablets', () => {
  it("says for how many whole minutes the company's tablets have been silent, when the server says so", () => {
    const silent = { ...aRestaurant(), tabletsSilentSince: new Date(NOW - 6.5 * 60_000).toISOString() };
    expect(restaurantProblems(silent, NOW)).toEqual([{ key: 'tabletsSilent', minutes: 6 }]);
    expect(restaurantProblems({ ...aRestaurant(), tabletsSilentSince: null }, NOW)).toEqual([]);
  });
});
