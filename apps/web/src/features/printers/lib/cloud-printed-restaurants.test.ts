import { describe, expect, it } from 'vitest';
import { cloudPrintedRestaurants } from './cloud-printed-restaurants';

const restaurant = (title: string) => ({ restaurant: { uuid: `uuid-${title}`, title } });

describe('cloudPrintedRestaurants', () => {
  it('lists each restaurant a switched-on printer prints for once, by name', () => {
    const printers = [
      {
        id: 1,
        label: 'Cuisine',
        online: true,
        cloudPrintEnabled: true,
        restaurants: [restaurant('Burger Bastille'), restaurant('Burger Nation')],
      },
      { id: 2, label: 'Bar', online: false, cloudPrintEnabled: true, restaurants: [restaurant('Burger Bastille')] },
    ];
    expect(cloudPrintedRestaurants(printers)).toEqual(['Burger Bastille', 'Burger Nation']);
  });

  it('leaves out the restaurants of a printer whose cloud printing is off', () => {
    const printers = [
      { id: 1, label: 'Cuisine', online: true, cloudPrintEnabled: false, restaurants: [restaurant('Burger Bastille')] },
    ];
    expect(cloudPrintedRestaurants(printers)).toEqual([]);
  });
});
