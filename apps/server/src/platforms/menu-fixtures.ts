import type { HolidayChange, MenuDocument } from './menu-document';

// A small menu for the adapters' menu tests: a burger asking for a sauce (0–2, options at 0 inside the group), a
// sauce off until tomorrow, a drink off for good, a lunch-and-dinner Monday and a Sunday dinner.

export const NOW = new Date('2026-03-12T11:45:00Z');
export const TOMORROW = new Date('2026-03-12T23:00:00Z');

export const SAMPLE_MENU: MenuDocument = {
  currency: 'EUR',
  menus: [
    {
      id: 'menu-main',
      title: 'La carte',
      subtitle: 'Midi et soir',
      serviceAvailability: [
        {
          dayOfWeek: 1,
          timePeriods: [
            { startTime: '11:30', endTime: '14:30' },
            { startTime: '18:30', endTime: '22:30' },
          ],
        },
        { dayOfWeek: 7, timePeriods: [{ startTime: '18:30', endTime: '22:30' }] },
      ],
      categoryIds: ['cat-burgers', 'cat-drinks'],
    },
  ],
  categories: [
    { id: 'cat-burgers', title: 'Burgers', description: null, itemIds: ['item-smash'] },
    { id: 'cat-drinks', title: 'Boissons', description: 'Bien fraîches', itemIds: ['item-coke'] },
  ],
  items: [
    {
      id: 'item-smash',
      title: 'Smash Burger',
      description: 'Double steak',
      imageUrl: 'https://img.test/smash.jpg',
      price: 1290,
      vatPercent: 10,
      modifierGroupIds: ['mg-sauce'],
      available: true,
    },
    {
      id: 'item-ketchup',
      title: 'Ketchup',
      description: null,
      imageUrl: null,
      price: 50,
      vatPercent: 10,
      modifierGroupIds: [],
      available: true,
    },
    {
      id: 'item-mayo',
      title: 'Mayonnaise',
      description: null,
      imageUrl: null,
      price: 50,
      vatPercent: 10,
      modifierGroupIds: [],
      available: false,
      suspendUntil: TOMORROW,
    },
    {
      id: 'item-coke',
      title: 'Coca-Cola',
      description: null,
      imageUrl: null,
      price: 300,
      vatPercent: 5.5,
      modifierGroupIds: [],
      available: false,
      suspendUntil: null,
    },
  ],
  modifierGroups: [
    {
      id: 'mg-sauce',
      title: 'Sauce',
      minPermitted: 0,
      maxPermitted: 2,
      options: [
        { itemId: 'item-ketchup', price: 0, minPermitted: 0, maxPermitted: 1 },
        { itemId: 'item-mayo', price: 20, minPermitted: 0, maxPermitted: 2 },
      ],
    },
  ],
};

export const CHRISTMAS = { fromDate: '2026-12-24', toDate: '2026-12-26', timeZone: 'Europe/Paris' };
export const NEW_YEAR = { fromDate: '2027-01-01', toDate: '2027-01-01', timeZone: 'Europe/Paris' };

/** New Year's Day added to a list that already closes at Christmas. */
export const ADD_NEW_YEAR: HolidayChange = { closures: [CHRISTMAS, NEW_YEAR], added: [NEW_YEAR], removed: [] };
