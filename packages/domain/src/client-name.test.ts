import { describe, expect, it } from 'vitest';
import { clientDisplayName, type ClientNameParts, type ClientNameStyle } from './client-name';

describe('clientDisplayName', () => {
  it.each<[ClientNameParts, ClientNameStyle, string]>([
    [{ firstName: 'Marie', lastName: 'Dupont' }, 'short', 'Marie D.'],
    [{ firstName: '  marie ', lastName: ' dupont' }, 'short', 'Marie D.'],
    [{ firstName: 'jean-marc', lastName: 'mcBride' }, 'short', 'Jean-Marc M.'],
    [{ firstName: 'Anne  Sophie', lastName: 'Lefèvre' }, 'short', 'Anne Sophie L.'],
    [{ firstName: 'Marie', lastName: null }, 'short', 'Marie'],
    [{ firstName: 'Marie', lastName: '   ' }, 'short', 'Marie'],
    [{ firstName: '', lastName: 'dupont' }, 'short', 'D.'],
    [{ firstName: 'élodie', lastName: 'étienne' }, 'short', 'Élodie É.'],
    [{ firstName: ' ', lastName: ' ' }, 'short', ''],
    [null, 'short', ''],
    [{ firstName: 'marie', lastName: 'dupont' }, 'firstName', 'Marie'],
    [{ firstName: null, lastName: 'Dupont' }, 'firstName', ''],
    [{ firstName: 'marie', lastName: 'dupont' }, 'full', 'Marie Dupont'],
    [{ firstName: 'Marie', lastName: undefined }, 'full', 'Marie'],
    [undefined, 'full', ''],
  ])('%j as %s → %j', (client, style, expected) => {
    expect(clientDisplayName(client, style)).toBe(expected);
  });

  it.each<[ClientNameParts, string]>([
    [{ firstName: 'Marie', lastName: '' }, 'Marie .'],
    [{ firstName: ' ', lastName: 'dupont' }, '. Dupont'],
    [null, '. .'],
  ])('the runner display writes a dot for a missing part: %j → %j', (client, expected) => {
    expect(clientDisplayName(client, 'full', { missing: '.' })).toBe(expected);
  });

  it('shows the first name and last initial by default', () => {
    expect(clientDisplayName({ firstName: 'Camille', lastName: 'Durand' })).toBe('Camille D.');
  });
});
