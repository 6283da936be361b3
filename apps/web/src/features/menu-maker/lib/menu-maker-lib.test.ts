import { validateMenu } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import type { MenuMakerConfiguration } from '../api/configuration-fields';
import { menuMakerPath, readConfigurationId, readMenuMakerPage } from './menu-maker-pages';
import { toMenuToValidate } from './menu-to-validate';
import { toMajorUnits, toMinorUnits } from './price';

describe('menu maker addresses', () => {
  it.each([
    ['items', 'items'],
    ['preview', 'preview'],
    ['nonsense', 'menus'],
    [undefined, 'menus'],
  ] as const)('reads page %s as %s', (value, page) => {
    expect(readMenuMakerPage(value)).toBe(page);
  });

  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['abc', null],
  ] as const)('reads configuration id %s as %s', (value, id) => {
    expect(readConfigurationId(value)).toBe(id);
  });

  it('builds the address of a page', () => {
    expect(menuMakerPath(7, 'publish')).toBe('/menu-maker/7/publish');
    expect(menuMakerPath(null, 'items')).toBe('/menu-maker/0/items');
  });
});

describe('prices', () => {
  it.each([
    [12.9, 1290],
    ['12,90', 1290],
    [0.1 + 0.2, 30],
    ['', null],
    [null, null],
  ] as const)('%s in euros is %s cents', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });

  it('shows cents as euros, and no price as empty', () => {
    expect(toMajorUnits(1290)).toBe(12.9);
    expect(toMajorUnits(null)).toBe('');
  });
});

describe('the preview’s problems', () => {
  it('finds what the server would refuse, by platform ids', () => {
    const configuration = {
      id: 1,
      title: 'Carte',
      menus: [{ id: 1, platformId: 'm', title: 'Carte', categories: [{ id: 2 }] }],
      categories: [{ id: 2, platformId: 'c', title: 'Burgers', items: [{ id: 3 }] }],
      items: [{ id: 3, platformId: 'i', title: 'Smash Burger', price: null }],
      modifierGroups: [
        {
          id: 4,
          platformId: 'g',
          title: 'Sauce',
          minPermitted: 3,
          maxPermitted: 2,
          options: [{ item: { id: 3 }, price: 0 }],
        },
      ],
    } as unknown as MenuMakerConfiguration;
    expect(validateMenu(toMenuToValidate(configuration)).map((found) => found.code)).toEqual([
      'ITEM_WITHOUT_PRICE',
      'GROUP_MIN_ABOVE_MAX',
    ]);
  });
});
