import { describe, expect, it } from 'vitest';
import { aConfiguration, anItem } from './menu-fixtures';
import { readMenuFilters, writeMenuFilters, type MenuFilters } from './menu-filters';
import { buildSections, findSameItem, matchesSearch, restaurantOptions, selectedRestaurants } from './menu-rows';
import { isIndefinite } from './suspension-label';

const NOW = new Date('2026-11-23T12:00:00Z');
const UBER = { uuid: 'r-uber', title: 'Demo Burger Bastille', platform: 'PLATFORM_UBER_EAT' };
const ROO = { uuid: 'r-roo', title: 'Demo Burger Bastille', platform: 'PLATFORM_DELIVEROO' };
const CONFIGURATIONS = [
  aConfiguration(10, UBER, [
    anItem({ id: 1, title: 'Cheeseburger', platformId: 'item-cheese' }),
    anItem({ id: 2, title: 'Bière IPA', categories: [{ id: 2 }], suspendUntil: '2999-12-31T23:59:59.000Z' }),
    anItem({ id: 3, title: 'Bacon', categories: [], internalTitle: 'Lard fumé' }),
  ]),
  aConfiguration(11, ROO, [anItem({ id: 4, title: 'Cheeseburger', platformId: 'item-cheese' })]),
  aConfiguration(12, null, [anItem({ id: 5, title: 'Brouillon' })]),
];
const ALL: MenuFilters = { restaurants: null, search: '', availability: 'ALL' };

describe('menu filters in the URL', () => {
  it.each([
    ['', { restaurants: null, search: '', availability: 'ALL' }],
    [
      'restaurants=a,b&search=chees&availability=UNAVAILABLE',
      { restaurants: ['a', 'b'], search: 'chees', availability: 'UNAVAILABLE' },
    ],
    ['restaurants=&availability=nope', { restaurants: [], search: '', availability: 'ALL' }],
  ])('reads %j', (query, expected) => {
    expect(readMenuFilters(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes what it reads back, keeping an emptied selection', () => {
    for (const filters of [
      ALL,
      { restaurants: [], search: 'x', availability: 'AVAILABLE' as const },
      { restaurants: ['a'], search: '', availability: 'ALL' as const },
    ]) {
      expect(readMenuFilters(writeMenuFilters(filters))).toEqual(filters);
    }
  });
});

describe('menu rows', () => {
  it('offers the restaurants with a live menu and preselects the first', () => {
    const options = restaurantOptions(CONFIGURATIONS);
    expect(options.map((option) => option.uuid)).toEqual(['r-uber', 'r-roo']);
    expect(selectedRestaurants(ALL, options)).toEqual(['r-uber']);
    expect(selectedRestaurants({ ...ALL, restaurants: [] }, options)).toEqual([]);
  });

  it('groups by restaurant then category, options last, and filters by search and availability', () => {
    const [uber] = buildSections(CONFIGURATIONS, ALL, NOW);
    expect(uber?.groups.map((group) => [group.title, group.items.map((item) => item.id)])).toEqual([
      ['Burgers', [1]],
      ['Boissons', [2]],
      [null, [3]],
    ]);
    const unavailable = buildSections(CONFIGURATIONS, { ...ALL, availability: 'UNAVAILABLE' }, NOW);
    expect(unavailable[0]?.groups.flatMap((group) => group.items.map((item) => item.title))).toEqual(['Bière IPA']);
    const both = buildSections(CONFIGURATIONS, { ...ALL, restaurants: ['r-uber', 'r-roo'], search: 'CHEESE' }, NOW);
    expect(
      both.map((section) => [
        section.restaurant.platform,
        section.groups.flatMap((group) => group.items.map((item) => item.id)),
      ]),
    ).toEqual([
      ['PLATFORM_UBER_EAT', [1]],
      ['PLATFORM_DELIVEROO', [4]],
    ]);
  });

  it.each([
    ['biere', 'Bière IPA', null, true],
    ['fumé', 'Bacon', 'Lard fumé', true],
    ['pizza', 'Bacon', 'Lard fumé', false],
  ])('search %j in %j / %j: %s', (search, title, internalTitle, expected) => {
    expect(matchesSearch({ title, internalTitle }, search)).toBe(expected);
  });

  it('finds an item again by platform id and title in the same restaurant only', () => {
    expect(
      findSameItem(CONFIGURATIONS, {
        id: 99,
        platformId: 'item-cheese',
        title: 'Cheeseburger',
        restaurantUuid: 'r-roo',
      })?.id,
    ).toBe(4);
    expect(
      findSameItem(CONFIGURATIONS, { id: 99, platformId: 'item-cheese', title: 'Cheese', restaurantUuid: 'r-roo' }),
    ).toBeNull();
    expect(
      findSameItem(CONFIGURATIONS, { id: 1, platformId: 'item-cheese', title: 'Cheeseburger', restaurantUuid: 'gone' }),
    ).toBeNull();
  });

  it("tells an 'All Time' suspension from one that ends", () => {
    expect(isIndefinite('2999-12-31T23:59:59.000Z')).toBe(true);
    expect(isIndefinite('2026-11-23T23:00:00.000Z')).toBe(false);
  });
});
